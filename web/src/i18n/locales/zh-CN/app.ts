// the signed-in app's namespaces; the login page's (first.ts) come first and apart, and those of
// pages that load their own texts with them (users: ../../lazy-texts.ts) are left out
import first from './first';
import home from './home';
import catalogue from './catalogue';
import manuals from './manuals';
import labourTimes from './labour-times';
import specialTools from './special-tools';
import inquiry from './inquiry';
import responsiblePersons from './responsible-persons';
import cases from './cases';
import files from './files';
import favorites from './favorites';
import notifications from './notifications';
import orders from './orders';
import outbox from './outbox';
import groups from './groups';
import bulletins from './bulletins';
import feedback from './feedback';
import downloads from './downloads';

export default { ...first, home, catalogue, manuals, 'labour-times': labourTimes, 'special-tools': specialTools, inquiry, 'responsible-persons': responsiblePersons, cases, files, favorites, notifications, orders, outbox, groups, bulletins, feedback, downloads };
