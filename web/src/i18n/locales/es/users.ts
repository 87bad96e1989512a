import type en from '../en-US/users';
import type { DeepStringRecord } from '../../types';

const users: DeepStringRecord<typeof en> = {
  info: {
    title: "Mi cuenta",
    subtitle: "Su perfil y datos de contacto.",
    username: "Nombre de cuenta",
    userType: "Tipo de usuario",
    country: "País o región",
    status: "Estado",
    disabled: "Deshabilitada",
    locked: "Bloqueada",
    active: "Activa",
    updateTime: "Última actualización",
    editTitle: "Datos de contacto",
    name: "Nombre completo",
    email: "Correo electrónico",
    mobile: "Teléfono móvil",
    company: "Empresa",
    department: "Departamento",
    language: "Idioma preferido",
    languageDefault: "Predeterminado del portal",
    saved: "Sus datos se guardaron.",
  },
  validation: {
    maxLength: "Como máximo {{max}} caracteres",
    nameRequired: "El nombre no puede estar vacío",
    emailPattern: "Dirección de correo no válida",
    phonePattern: "Formato de número de teléfono incorrecto",
  },
  password: {
    title: "Cambiar contraseña",
    subtitle: "Tras el cambio se cerrará la sesión y deberá iniciarla con la nueva contraseña.",
    old: "Contraseña anterior",
    new: "Nueva contraseña",
    repeat: "Repetir nueva contraseña",
    submit: "Cambiar contraseña",
    success: "Contraseña cambiada, inicie sesión de nuevo.",
  },
};

export default users;
