/**
 * The Spanish words every page shows (issue 62): the frame's and the buttons', in the shape of `UI_TEXT`
 * (../copy.ts). A chunk of their own on Spanish pages, so a first view carries no more than these; the archive's
 * Spanish words are in ./es.ts. A draft translation made by a developer, to be checked word for word by the
 * project's editors before it is published.
 */
export const UI_TEXT_ES = {
  opensInNewTab: "(se abre en una pestaña nueva)",
  profileOf: (name: string) => `Perfil de ${name}`,
  skipToContent: "Saltar al contenido",
  mainNavigation: "Principal",
  footerNavigation: "Pie de página",
  mobileNavigation: "Menú",
  menu: "menú",
  errorTitle: "¡Error inesperado de la aplicación!",
  pauseVideo: "Pausar video",
  playVideo: "Reproducir video",
  pauseSlideshow: "Pausar presentación",
  playSlideshow: "Reproducir presentación",
  slideshowRole: "presentación de diapositivas",
  pauseMotion: "Pausa",
  playMotion: "Reproducir",
  exploreArchiveEntry: "Explorar este movimiento en el archivo →",
  creditGroups: {
    "Lead Artist": "Artista principal",
    "Data Collection": "Recogida de datos",
    Animation: "Animación",
    Sound: "Sonido",
    "Motion Capture & Engineering": "Captura de movimiento e ingeniería",
    "Installation Design": "Diseño de la instalación",
    "Technical Production": "Producción técnica",
    "Creative Production & Administration": "Producción creativa y administración",
    Website: "Sitio web",
    "Data Ethics": "Ética de los datos",
    "Additional Consultants": "Otras asesorías",
  },
} as const
