/** Bulletins (notice_area, notice_detail). */
export default {
  "routes": {
    "noticeArea": "Boletines",
    "noticeDetail": "Boletín"
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
    "delete": "Eliminar"
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
    "content": "Contenido",
    "save": "Guardar"
  }
};
