import type en from '../en-US/home';
import type { DeepStringRecord } from '../../types';

const home: DeepStringRecord<typeof en> = {
  hero: {
    morning: "Buenos días, {{name}}",
    afternoon: "Buenas tardes, {{name}}",
    evening: "Buenas noches, {{name}}",
    text: "Encuentre manuales, piezas e información de servicio para todos los vehículos de la gama.",
  },
  search: {
    title: "Búsqueda de manuales",
    text: "Empiece por el vehículo: identifíquelo, abra sus piezas y manuales y actúe.",
    stepVehicle: "Identificar el vehículo",
    stepVehicleText: "Por VIN o por línea, serie y modelo",
    stepParts: "Abrir piezas y manuales",
    stepPartsText: "Despieces, esquemas eléctricos, tiempos de mano de obra",
    stepAct: "Pedir o consultar",
    stepActText: "Carrito, consulta o comentario",
    quickLinks: "Accesos rápidos",
  },
  vin: {
    title: "Consulta por número de serie (VIN)",
    text: "Escriba al menos 6 caracteres del VIN para abrir el catálogo del vehículo.",
  },
  model: {
    title: "Selección de modelo",
    text: "Elija línea de producción, serie y modelo para abrir sus manuales y catálogo.",
  },
  swiper: {
    title: "Destacados",
    configure: "Configurar las imágenes",
    settingsTitle: "Imágenes del carrusel de inicio",
    settingsHint: "Hasta {{count}} imágenes ({{types}}); las panorámicas quedan mejor (aprox. 16:5). Cada una puede enlazar a una página del portal (/notice_area) o a una dirección web.",
    picture: "Imagen {{n}}",
    choose: "Elegir imagen",
    replace: "Cambiar",
    remove: "Quitar",
    caption: "Título (opcional)",
    link: "Enlace (opcional): /notice_area o https://…",
    badLink: "Un enlace empieza por / o http(s)://",
    save: "Guardar",
    saved: "Carrusel guardado",
    default1: "Recambios originales para toda la gama",
    default2: "Despieces, referencias y tiempos de mano de obra",
    default3: "Manuales de servicio y boletines para su taller",
  },
  announcements: {
    title: "Avisos",
    all: "Todos los boletines",
    empty: "No hay avisos",
  },
  account: {
    title: "Mi cuenta",
    name: "Nombre",
    username: "Cuenta",
    company: "Empresa",
    pending: "Tareas pendientes",
  },
  contact: {
    title: "Contacto de servicio",
    text: "Nuestro equipo de soporte técnico le ayuda con piezas, reparaciones y el acceso al portal.",
    email: "Correo",
    phone: "Línea directa",
    website: "Sitio web",
  },
};

export default home;
