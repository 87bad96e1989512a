export default {
  "routes": {
    "feedback_center": "Centro de comentarios"
  },
  "header": {
    "button": "Comentarios",
    "pending": "Comentarios pendientes para usted: {{count}}"
  },
  "form": {
    "title": "Nuevo comentario",
    "saveDraft": "Guardar borrador",
    "send": "Enviar",
    "choose": "Seleccione",
    "drafted": "Borrador guardado",
    "sent": "Comentario enviado, gracias"
  },
  "fields": {
    "feedbackType": "Tipo de comentario",
    "contact": "Contacto",
    "title": "Título",
    "content": "Contenido",
    "url": "Página",
    "files": "Adjuntos",
    "status": "Estado",
    "user": "Usuario",
    "assignee": "Responsable",
    "time": "Fecha",
    "reply": "Respuesta"
  },
  "validation": {
    "type": "Seleccione el tipo de comentario",
    "phone": "Formato de número de teléfono incorrecto",
    "title": "Introduzca el título",
    "content": "Introduzca el contenido"
  },
  "lists": {
    "created": "Mis comentarios",
    "to-process": "Por tratar",
    "processed": "Tratados",
    "forward": "Mis asignaciones",
    "all": "Todos los comentarios"
  },
  "status": {
    "DRAFT": "Borrador",
    "PENDING": "Pendiente",
    "ASSIGNED": "Asignado",
    "PROCESSED": "Pendiente de aprobación",
    "APPROVED": "Aprobado",
    "CLOSED": "Cerrado"
  },
  "actions": {
    "draft": "Guardar borrador",
    "submit": "Enviar",
    "assign": "Asignar",
    "handle": "Tratar",
    "reject": "Rechazar",
    "close": "Cerrar",
    "pass": "Aprobar"
  },
  "drawer": {
    "closeConfirm": "¿Cerrar este comentario?",
    "closeConfirmText": "Al cerrarlo se completa el ciclo: después no se podrá asignar, responder ni reabrir.",
    "title": "Comentario",
    "chooseHandler": "Elija el responsable",
    "replyRequired": "Introduzca la respuesta",
    "done": "Operación correcta",
    "comment": "Respuesta u observación"
  },
  "filter": {
    "keyword": "Palabra clave",
    "keywordPlaceholder": "Título, contenido o remitente",
    "status": "Estado",
    "statusAll": "Cualquier estado",
    "type": "Tipo de comentario",
    "typeAll": "Cualquier tipo",
    "search": "Buscar"
  },
  "range": "{{from}}–{{to}} de {{total}}",
  "untitled": "(sin título)",
  "unassigned": "Sin asignar",
  "export": "Exportar",
  "stats": {
    "title": "Ciclo cerrado de comentarios",
    "total": "Total",
    "count": "Comentarios",
    "closed": "Cerrados",
    "unclosed": "Sin cerrar",
    "avgHours": "Tiempo medio de cierre (h)"
  }
};
