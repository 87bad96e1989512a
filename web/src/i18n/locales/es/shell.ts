import type en from '../en-US/shell';
import type { DeepStringRecord } from '../../types';

const shell: DeepStringRecord<typeof en> = {
  productName: "Portal de servicio E-Moto",
  productShortName: "Portal de servicio",
  productTagline: "Información técnica de posventa",
  routes: {
    login: "Iniciar sesión",
    register: "Registrarse",
    passwordFind: "Recuperar contraseña",
    ssoLogin: "Inicio de sesión único",
    home: "Inicio",
    user_info: "Mi cuenta",
    password_modify: "Cambiar contraseña",
    user_control: "Gestión de usuarios",
    role_management: "Roles y reglas",
    translation_management: "Gestión de traducciones",
    dictionaries: "Diccionarios",
    performance_monitoring: "Supervisión del rendimiento",
    log_management: "Gestión de registros",
    payment_management: "Gestión de pagos y autorizaciones",
    vip: "Acceso de pago",
    error_401: "Sin acceso",
    error_500: "Error del servidor",
    error_404: "Página no encontrada",
  },
  header: {
    language: "Idioma",
    more: "Más acciones",
    admin: "Administración",
    systemInfo: "Información del sistema",
    about: "Acerca de",
    logout: "Cerrar sesión",
    userMenu: "Menú de usuario",
  },
  nav: {
    label: "Navegación principal",
    library: "Información de servicio",
    menu: "Menú",
  },
  about: {
    title: "Acerca del portal",
    product: "Producto",
    version: "Versión",
    email: "Correo de soporte",
    phone: "Línea de soporte",
    website: "Sitio web",
  },
  systemInfo: {
    title: "Información del sistema",
    loadFailed: "No se pudo cargar la información de la licencia.",
    softwareVersion: "Versión del software",
    customer: "Licenciado a",
    notAfter: "Licencia válida hasta",
    dayremain: "Días restantes",
    days_one: "{{count}} día",
    days_other: "{{count}} días",
    consumerAmount: "Usuarios con licencia",
    onlineUsers: "Usuarios en línea",
    remaining: "Licencias disponibles",
  },
  tabs: {
    close: "Cerrar",
    closeOthers: "Cerrar las demás pestañas",
    closeAll: "Cerrar todas las pestañas",
    actions: "Acciones de pestañas",
    object: {
      vehicle: { plain: "VIN {{id}}", named: "VIN {{id}} · {{name}}" },
      catalogue: { plain: "Catálogo de piezas {{id}}", named: "Catálogo de piezas · {{name}}" },
      manual: { plain: "Manual", named: "Manual · {{name}}" },
      part: { plain: "Pieza", named: "Pieza {{name}}" },
      inquiry: { plain: "Consulta", named: "Consulta {{name}}" },
    },
  },
  errorPages: {
    forbidden: {
      title: "Sin acceso",
      text: "No tiene permiso para abrir esta página.",
    },
    notFound: {
      title: "Página no encontrada",
      text: "La página solicitada no existe o se ha movido.",
    },
    server: {
      title: "Error del servidor",
      text: "Algo salió mal en el servidor. Inténtelo de nuevo más tarde.",
    },
    backHome: "Volver al inicio",
    backLogin: "Volver al inicio de sesión",
  },
  browser: {
    outdated: "Su navegador está desactualizado. Actualice a Chrome {{chrome}}, Firefox {{firefox}} o Edge {{edge}} o posterior para que el portal funcione correctamente.",
  },
  licence: {
    title: "La licencia está por caducar",
    expiring: "La licencia del sistema está a punto de caducar, quedan {{dayremain}} días; contacte al proveedor.",
  },
  vipNotice: {
    banner_one: "Su acceso a {{target}} termina el {{date}}.",
    banner_other: "{{count}} de sus accesos terminan pronto; el primero, {{target}}, el {{date}}.",
    renew: "Comprar de nuevo",
    refusalTitle: "Este manual necesita un paquete activo",
    refusalText: "Su cuenta lee los manuales de un modelo mientras un paquete suyo cubre ese modelo. Compre uno o compruebe cuándo terminó el suyo.",
    offer: "Ver paquetes",
  },
};

export default shell;
