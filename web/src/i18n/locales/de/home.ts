import type en from '../en-US/home';
import type { DeepStringRecord } from '../../types';

const home: DeepStringRecord<typeof en> = {
  hero: {
    morning: "Guten Morgen, {{name}}",
    afternoon: "Guten Tag, {{name}}",
    evening: "Guten Abend, {{name}}",
    text: "Handbücher, Teile und Serviceinformationen für jedes Fahrzeug der Modellpalette.",
  },
  search: {
    title: "Handbuchsuche",
    text: "Beginnen Sie beim Fahrzeug: identifizieren, Teile und Handbücher öffnen, dann handeln.",
    stepVehicle: "Fahrzeug identifizieren",
    stepVehicleText: "Per FIN oder über Linie, Baureihe und Modell",
    stepParts: "Teile und Handbücher öffnen",
    stepPartsText: "Explosionszeichnungen, Schaltpläne, Arbeitszeiten",
    stepAct: "Bestellen oder anfragen",
    stepActText: "Warenkorb, Anfrage oder Feedback",
    quickLinks: "Schnellzugriff",
  },
  vin: {
    title: "Fahrgestellnummer (VIN) abfragen",
    text: "Mindestens 6 Zeichen der FIN eingeben, um den Katalog des Fahrzeugs zu öffnen.",
  },
  model: {
    title: "Modellauswahl",
    text: "Produktlinie, Baureihe und Modell wählen, um Handbücher und Katalog zu öffnen.",
  },
  swiper: {
    title: "Aktuelles",
    configure: "Bilder einstellen",
    settingsTitle: "Bilder des Startseiten-Karussells",
    settingsHint: "Bis zu {{count}} Bilder ({{types}}); Breitbilder wirken am besten (etwa 16:5). Jedes kann auf eine Portalseite (/notice_area) oder eine Webadresse verlinken.",
    picture: "Bild {{n}}",
    choose: "Bild wählen",
    replace: "Ersetzen",
    remove: "Entfernen",
    caption: "Bildunterschrift (optional)",
    link: "Link (optional): /notice_area oder https://…",
    badLink: "Ein Link beginnt mit / oder http(s)://",
    save: "Speichern",
    saved: "Karussell gespeichert",
    default1: "Originalteile für die ganze Modellpalette",
    default2: "Explosionszeichnungen, Teilenummern und Arbeitszeiten",
    default3: "Werkstatthandbücher und Bulletins für Ihre Werkstatt",
  },
  announcements: {
    title: "Mitteilungen",
    all: "Alle Bulletins",
    empty: "Keine Mitteilungen",
  },
  account: {
    title: "Mein Konto",
    name: "Name",
    username: "Konto",
    company: "Firma",
    pending: "Offene Aufgaben",
  },
  contact: {
    title: "Servicekontakt",
    text: "Unser technischer Support hilft bei Teilen, Reparaturen und dem Portalzugang.",
    email: "E-Mail",
    phone: "Hotline",
    website: "Website",
  },
};

export default home;
