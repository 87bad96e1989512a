export default {
  choose: "Dateien auswählen",
  hint: "{{types}}; höchstens {{size}} MB je Datei, {{number}} Dateien",
  uploaded: "{{name}} hochgeladen",
  limits: {
    empty: "Eine leere Datei kann nicht hochgeladen werden",
    wrongType: "Bitte laden Sie eine {{types}}-Datei hoch",
    tooLarge: "Die Dateigröße überschreitet das Limit von {{max}} MB",
    tooMany: "Die Anzahl der Dateien überschreitet das Limit von {{max}}",
    nameTooLong: "Der Dateiname darf höchstens {{max}} Zeichen haben",
  },
};
