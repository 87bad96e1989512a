/** Bulletins (notice_area, notice_detail). */
export default {
  "range": "{{from}}–{{to}} de {{total}}",
  "search": "Buscar",
  "routes": {
    "noticeArea": "Boletines",
    "noticeDetail": "Boletín",
    "noticePreview": "Vista previa del boletín"
  },
  "vehicle": {
    "label": "Boletines",
    "title": "Boletines de este vehículo",
    "none": "Sin boletines",
    "count_one": "{{count}} boletín",
    "count_other": "{{count}} boletines",
    "unread_one": "{{count}} sin leer",
    "unread_other": "{{count}} sin leer"
  },
  "top": "Fijado",
  "unread": "No leído",
  "saved": "Guardado",
  "done": "Hecho",
  "confirmDelete": "¿Eliminar este boletín?",
  "type": {
    "MARKETING_ACTIVITIES": "Actividad de marketing",
    "RECALL_TYPE": "Llamada a revisión",
    "MAINTENANCE_BULLETIN": "Boletín de mantenimiento",
    "WARRANTY_BULLETIN": "Boletín de garantía",
    "OTHER_BULLETIN": "Otro boletín"
  },
  "status": {
    "INIT": "No publicado",
    "REVIEWED": "No aprobado",
    "APPROVED": "Publicado"
  },
  "columns": {
    "theme": "Tema",
    "type": "Tipo",
    "status": "Estado",
    "period": "Vigencia",
    "creator": "Creador",
    "visits": "Visitas",
    "reads": "Leídos",
    "actions": "Acciones"
  },
  "action": {
    "create": "Nuevo boletín",
    "update": "Modificar",
    "publish": "Publicar",
    "approve": "Aprobar",
    "review": "Devolver",
    "top": "Fijar",
    "untop": "Desfijar",
    "delete": "Eliminar",
    "preview": "Vista previa"
  },
  "levels": {
    "Review": "Revisar",
    "Approve": "Aprobar"
  },
  "form": {
    "theme": "Tema",
    "type": "Tipo",
    "period": "Inicio y fin",
    "startBeforeEnd": "El inicio debe ser anterior al fin",
    "isPublic": "Público",
    "userTypes": "Tipos de usuario",
    "countries": "Países",
    "anyHint": "Vacío: todos",
    "anyModelHint": "Vacío: cualquier modelo",
    "models": "Modelos",
    "vinRanges": "Rangos de VIN",
    "vinRangesHint": "Un rango por línea: primer y último VIN, p. ej. LUMS2PHD3PH000001 LUMS2PHD3PH000099",
    "modelsPlaceholder": "Buscar modelos por código o nombre",
    "modelsTypeToSearch": "Escriba un código o nombre de modelo para buscar",
    "vinRangeBadVin": "Línea {{line}}: cada VIN tiene 17 letras o dígitos (sin I, O ni Q), dos por línea como máximo",
    "vinRangeBadOrder": "Línea {{line}}: el primer VIN no puede ser posterior al último",
    "content": "Contenido",
    "save": "Guardar",
    "groups": "Grupos",
    "groupsHint": "Vacío: cualquier grupo; si no, solo miembros de uno de ellos",
    "groupsPlaceholder": "Buscar grupos por código o nombre",
    "productionDates": "Fechas de producción",
    "productionDatesHint": "Vacío: cualquier fecha de producción",
    "partCodes": "Códigos de pieza afectados",
    "partCodesHint": "Al publicarlo se avisa a quienes, dentro del público, tengan estas piezas en favoritos",
    "picture": "Imagen",
    "attachments": "Adjuntos"
  },
  "view": {
    "content": "Contenido",
    "attachments": "Adjuntos",
    "noAttachments": "Sin adjuntos",
    "vehicles": "Vehículos y piezas",
    "audience": "Público",
    "public": "Público: todas las cuentas",
    "any": "Cualquiera",
    "none": "Ninguno",
    "previewBanner": "Vista previa ({{status}}): no cuenta como visita"
  },
  "suggest": {
    "title": "Boletines publicados para este vehículo ({{count}})",
    "matches": "coincide con la avería"
  }
};
