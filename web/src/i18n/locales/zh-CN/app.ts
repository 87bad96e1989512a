// the signed-in app's namespaces; the login page's (first.ts) come first and apart, and those of
// pages that load their own texts with them (users: ../../lazy-texts.ts) are left out
import first from './first';
import home from './home.json';
import catalogue from './catalogue.json';
import manuals from './manuals.json';
import labourTimes from './labour-times.json';
import specialTools from './special-tools.json';
import inquiry from './inquiry.json';
import responsiblePersons from './responsible-persons.json';
import cases from './cases.json';
import files from './files.json';
import favorites from './favorites.json';
import notifications from './notifications.json';
import orders from './orders.json';
import outbox from './outbox.json';
import groups from './groups.json';
import bulletins from './bulletins.json';
import feedback from './feedback.json';
import downloads from './downloads.json';

export default { ...first, home, catalogue, manuals, 'labour-times': labourTimes, 'special-tools': specialTools, inquiry, 'responsible-persons': responsiblePersons, cases, files, favorites, notifications, orders, outbox, groups, bulletins, feedback, downloads };
