export default {
  choose: "Elegir archivos",
  hint: "{{types}}; como máximo {{size}} MB cada uno, {{number}} archivos",
  uploaded: "{{name}} subido",
  limits: {
    empty: "No se puede subir un archivo vacío",
    wrongType: "Suba un archivo {{types}}",
    tooLarge: "El tamaño del archivo supera el límite de {{max}} MB",
    tooMany: "El número de archivos supera el límite de {{max}}",
    nameTooLong: "El nombre del archivo puede tener como máximo {{max}} caracteres",
  },
};
