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
  download: {
    title: "Descarga de información externa",
    text: "Como usuario registrado puede descargar la información de servicio publicada para socios externos.",
    itemManuals: "Manuales de usuario y de servicio",
    itemBulletins: "Boletines de servicio y avisos de llamada a revisión",
    itemSoftware: "Software de diagnóstico y herramientas",
    open: "Abrir el área de descargas",
    contact: "Los documentos publicados aparecen aquí; si necesita algo concreto, contacte con soporte.",
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
