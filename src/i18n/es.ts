/**
 * Spanish interface words (issue 62): the same words as the English catalogue (../copy.ts,
 * ../views/archive/copy.ts), in the same shape (./catalogue.ts), numbers with a decimal comma and counts by Spanish
 * plural rules. A draft translation made by a developer, to be checked word for word by the project's editors before
 * it is published.
 */
import { SONIFICATION_PITCH_HZ } from "../constants"
import { UI_TEXT_ES } from "./es-ui"

export { UI_TEXT_ES }

/** A number in Spanish (decimal comma, no grouping), with at most `digits` decimals. */
const num = (value: number, digits: number) =>
  new Intl.NumberFormat("es", { minimumFractionDigits: 0, maximumFractionDigits: digits, useGrouping: false }).format(
    value,
  )
/** A number in Spanish with exactly `digits` decimals (where the English shows exactly that many). */
const fixed = (value: number, digits: number) =>
  new Intl.NumberFormat("es", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value)
const pluralRules = new Intl.PluralRules("es")
/** Whether a count takes the singular in Spanish. */
const one = (n: number) => pluralRules.select(n) === "one"
/** "1 entrada", "2 entradas". */
const entradas = (n: number) => `${n} ${one(n) ? "entrada" : "entradas"}`
/** The whole list: "1 entrada", "Las 12 entradas". */
const allEntradas = (n: number) => (one(n) ? "1 entrada" : `Las ${n} entradas`)
const fotogramasPorSegundo = (fps: number) => `${num(fps, 2)} ${one(fps) ? "fotograma" : "fotogramas"} por segundo`
const SPACE_TO_PLAY = "Pulsar la barra espaciadora para reproducir o pausar."

export const SIMILAR_TEXT_ES = {
  heading: "Movimientos como este",
  computed:
    "Lista calculada, no seleccionada a mano: estas entradas son las más cercanas a esta según lo que hace cada una (adónde van las manos, los pies y la cabeza en el marco de referencia del propio cuerpo, cómo se desplaza y gira, con qué lado) y después según cómo se mueve (velocidad, tempo, altura, simetría, quietud), calculado al generar el sitio. Los motivos son esas medidas puestas en palabras.",
  differently: "El mismo movimiento, hecho de otra manera",
  alike: "Otro movimiento, hecho de la misma manera",
  sharedTerms: "Términos en común:",
  watchSideBySide: (title: string) => `Ver en paralelo con ${title}`,
  none: "Aún no hay otra entrada con la que comparar.",
  // Each aspect reads after "Como este," and after "ambos": said without an adjective that would need a gender.
  reasons: {
    same: (how: string) => `El mismo movimiento, ${how}.`,
    sameDoneAlike: "El mismo movimiento, hecho de manera muy parecida.",
    otherSide: { hand: "con la otra mano", foot: "con el otro pie", turn: "girando hacia el otro lado" },
    differences: {
      quicker: "más rápido",
      slower: "más lento",
      higher: "más alto",
      lower: "más bajo",
      larger: "más amplio",
      smaller: "más reducido",
      moreSudden: "más brusco",
      smoother: "más suave",
      inTurn: "por turnos en lugar de a la vez",
      together: "a la vez en lugar de por turnos",
    },
    and: " y ",
    sameTempo: (perMinute: number, both: string) => `El mismo tempo (unos ${num(perMinute, 0)} por minuto)${both}.`,
    both: (aspect: string) => `, ambos ${aspect}`,
    likeThisOne: (aspects: string) => `Como este, ${aspects}.`,
    nearestOnTheWhole: "El más cercano en conjunto, aunque ningún aspecto coincide de cerca.",
    inAMirror: (reason: string, side: string) => `${reason} Más cercano en espejo: ${side}.`,
    aspects: {
      handShare: "con las manos como guía",
      footShare: "con los pies como guía",
      headShare: "con la cabeza como guía",
      still: "en quietud la mayor parte del tiempo",
      sudden: "con golpes repentinos",
      smooth: "de forma suave y uniforme",
      regular: "con un pulso constante",
      low: "en posición sentada o cerca del suelo",
      overhead: "alcanzando por encima de la cabeza",
      travel: "desplazándose por el espacio",
      alternate: "con la izquierda y la derecha por turnos",
      together: "con las dos manos trabajando a la vez",
      oneSide: "con una mano haciendo casi todo el trabajo",
    },
  },
} as const

export const ARCHIVE_TEXT_ES = {
  backToArchive: "← Todas las entradas",
  lexiconLink: "El léxico de movimientos →",
  syntheticBadge: "Sintética",
  duration: "Duración",
  seconds: (seconds: number) => `${fixed(seconds, 1)} s`,
  frameRate: "Frecuencia de fotogramas",
  fps: (fps: number) => fotogramasPorSegundo(fps),
  joints: "Esqueleto",
  jointCount: (joints: number, ends: number) =>
    `${joints} ${one(joints) ? "articulación" : "articulaciones"} y ${ends} ${one(ends) ? "extremo" : "extremos"}`,
  bodyEmphasis: "Énfasis corporal",
  bodyEmphases: { arms: "brazos", legs: "piernas", torso: "tronco", "whole body": "todo el cuerpo" },
  setting: "Entorno",
  period: "Periodo",
  activity: "Actividad",
  moversName: "Cómo lo llama quien lo hace",
  translatedFrom: (languageName: string) => `Traducido del ${languageName}:`,
  quoted: (words: string) => `«${words}»`,
  keyPoses: (title: string) => `Posturas clave de «${title}», del primer fotograma al último`,
  energyLine: (title: string) => `Energía de «${title}» a lo largo del tiempo`,
  filters: "Filtrar las entradas",
  filterTerm: "Término del léxico",
  filterSetting: "Entorno",
  filterEmphasis: "Énfasis corporal",
  filterDuration: "Duración",
  durationBands: { short: "menos de 8 s", medium: "8–15 s", long: "15 s o más" },
  filterAny: "Cualquiera",
  clearFilters: "Mostrar todas",
  shown: (count: number, of: number) => (count === of ? allEntradas(of) : `${count} de ${entradas(of)}`),
  noMatch: "Ninguna entrada coincide con estos filtros.",
  filterLoading: "Buscando en todas las entradas…",
  filterFailed:
    "El filtro no pudo cargar la lista de entradas. Las páginas de abajo siguen mostrando todas las entradas.",
  pagesNav: "Páginas de entradas",
  pageTitle: (heading: string, page: number, of: number) =>
    page > 1 ? `${heading}, página ${page} de ${of}` : heading,
  pageLink: (page: number) => `Página ${page}`,
  previousPage: "← Anterior",
  nextPage: "Siguiente →",
  entriesOnPage: (first: number, last: number, of: number) =>
    of <= last - first + 1 ? allEntradas(of) : `Entradas ${first}–${last} de ${of}`,
  // Entry page
  play: "Reproducir",
  pause: "Pausa",
  loading: "Cargando…",
  loadFailed: "No se pudieron cargar los datos del movimiento. Las posturas clave de arriba muestran la toma.",
  position: "Posición",
  spokenTime: (time: number, duration: number) => `${fixed(time, 1)} s de ${fixed(duration, 1)} s`,
  speed: "Velocidad",
  viewAngle: "Ángulo de visión",
  viewAngleValue: (deg: number) => `${num(deg, 2)}°`,
  rootMotion: "Desplazamiento de la raíz",
  travelling: "Con desplazamiento",
  inPlace: "En el lugar",
  stageLabel: (title: string) => `Esqueleto de «${title}». ${SPACE_TO_PLAY}`,
  listen: "Escuchar",
  stopListening: "Detener el sonido",
  volume: "Volumen",
  soundLayers: "Capas de sonido",
  mappingCaption: "Cómo el movimiento se convierte en sonido",
  mapping: [
    ["loudness", "Intensidad", "energía (cuánto se mueve todo el cuerpo)"],
    [
      "pitch",
      "Tono",
      `velocidad de la mano más rápida: de ${num(SONIFICATION_PITCH_HZ.low, 2)} Hz en reposo a ${num(SONIFICATION_PITCH_HZ.high, 2)} Hz a su máxima velocidad`,
    ],
    ["brightness", "Brillo", "altura de esa mano: más apagado cerca del suelo, más brillante por encima de la cabeza"],
    ["stereo", "Izquierda / derecha", "lado del cuerpo en el que está esa mano"],
    ["ticks", "Chasquidos", "sacudidas bruscas de esa mano"],
    ["footfalls", "Clics suaves", "pisadas"],
  ] as const,
  fileConvention: "Archivo maestro",
  // `convention` is `fileConventionWords`, in these words.
  fileConventionValue: (convention: string) =>
    `BVH, longitudes en ${convention}; aquí se muestra con Y hacia arriba, en metros`,
  fileConventionWords: (unit: string, axis: string) => `${unit}, ${axis} hacia arriba`,
  lengthUnits: {
    m: "metros",
    dm: "decímetros",
    cm: "centímetros",
    mm: "milímetros",
    in: "pulgadas",
    ft: "pies",
  },
  // As many metres a unit as the entry writes them ("0.0564444"), with a decimal comma.
  metresPerUnit: (metres: string) => `1 unidad = ${num(Number(metres), 12)} m`,
  jointsUsed: "Articulaciones que usan las figuras",
  roleNames: {
    root: "raíz",
    pelvis: "pelvis",
    head: "cabeza",
    leftHand: "mano izquierda",
    rightHand: "mano derecha",
    leftFoot: "pie izquierdo",
    rightFoot: "pie derecho",
  },
  referencePose: "Postura de referencia",
  referencePoseValue: (frames: number, stated: boolean) =>
    frames === 0
      ? "ninguna: todos los fotogramas forman parte de la toma"
      : `${one(frames) ? "el primer fotograma del archivo es" : `los primeros ${frames} fotogramas del archivo son`} una postura de referencia (${stated ? "según indica la entrada" : "detectada por el salto al salir de ella"}), ${one(frames) ? "excluido" : "excluidos"} de las figuras y del reproductor; el BVH ${one(frames) ? "lo conserva" : "los conserva"}`,
  filtered: "Filtrado",
  filteredValue: (count: number) =>
    count === 0
      ? "nada: ningún fallo de captura de un solo fotograma"
      : `${count} ${one(count) ? "posición de articulación que saltó y volvió" : "posiciones de articulación que saltaron y volvieron"} en un solo fotograma (${one(count) ? "fallo" : "fallos"} de captura), ${one(count) ? "sustituida" : "sustituidas"} por el punto medio de las posiciones vecinas en las figuras, la tabla y el sonido; joints.csv ${one(count) ? "la conserva" : "las conserva"}`,
  playerRate: "El reproductor",
  playerRateValue: (fps: number) =>
    `${fotogramasPorSegundo(fps)}, sin los dedos; joints.csv tiene todos los fotogramas`,
  perSecondSummary: "Segundo a segundo (tabla)",
  perSecondColumns: [
    "Segundo",
    "Energía (m²/s²)",
    "Velocidad máxima de la mano más rápida (m/s)",
    "Su altura media (m)",
    "Pisadas",
  ],
  consentItems: [
    ["display", "Publicación en este sitio"],
    ["download", "Descargas"],
    ["derivatives", "Obras nuevas creadas con los datos"],
    ["machineLearning", "Entrenamiento de aprendizaje automático"],
    ["commercial", "Uso comercial"],
  ] as const,
  agreed: "con consentimiento",
  notAgreed: "sin consentimiento",
  attribution: "Atribución",
  attributionChoice: { name: "con su nombre", pseudonym: "con seudónimo", anonymous: "anónima" } as Record<
    string,
    string
  >,
  withdrawal: "Retirada",
  noProductivity: "Este archivo no publica ninguna puntuación de productividad ni de eficiencia.",
  noDownloads:
    "La persona cuyo movimiento se registró no autorizó las descargas, así que los datos de esta entrada solo pueden verse y oírse aquí.",
  licence: "Licencia",
  file: "Archivo",
  downloadDescriptions: {
    bvh: (convention: string, referenceFrames: number) =>
      `los datos maestros tal como se entregaron: BVH, rotaciones de las articulaciones en grados, longitudes en ${convention}` +
      (referenceFrames === 0
        ? ""
        : one(referenceFrames)
          ? "; su primer fotograma, una postura de referencia, se conserva aquí y queda fuera de todo lo derivado"
          : `; sus primeros ${referenceFrames} fotogramas, una postura de referencia, se conservan aquí y quedan fuera de todo lo derivado`),
    joints: (fps: number) =>
      `posiciones de las articulaciones a la frecuencia completa de ${num(fps, 6)} fps: Y hacia arriba, en metros, suelo en y = 0`,
    features: (glitches: number) =>
      glitches === 0
        ? "las cifras por fotograma que generan el sonido"
        : `las cifras por fotograma que generan el sonido (${glitches} ${one(glitches) ? "fallo de un fotograma filtrado" : "fallos de un fotograma filtrados"})`,
    datasheet: "la ficha técnica de esta entrada (Markdown)",
    checksums:
      "las sumas de verificación sha256 de los archivos anteriores (se comprueban con sha256sum -c SHA256SUMS)",
  },
  size: "Tamaño",
  checksum: "sha256",
  bytes: (bytes: number) =>
    bytes >= 1024 * 1024 ? `${fixed(bytes / 1024 / 1024, 1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`,
  portraitLink: "Ver el retrato creado a partir de este movimiento →",
  // Lexicon
  definition: "Definición",
  vernacular: "Cómo lo llaman quienes lo hacen",
  broader: "Más general",
  narrower: "Más específico",
  related: "Relacionado",
  entries: "Entradas",
  allEntriesWithTerm: (count: number) =>
    `… ${one(count) ? "la única entrada" : `las ${count} entradas`} con este término →`,
  effort: "Effort de Laban (una estimación)",
  effortNote:
    "Una lectura heurística, no una medición: los analistas con formación coinciden solo en parte al valorar el Effort.",
  // Lexicon: a term's entries played in turn
  playlist: "Verlas una tras otra",
  playTerm: (term: string) => `Reproducir las entradas con «${term}»`,
  order: "Orden",
  orders: { listed: "Como en la lista", slowToFast: "De lento a rápido", fastToSlow: "De rápido a lento" } as const,
  previousEntry: "← Entrada anterior",
  nextEntry: "Entrada siguiente →",
  autoAdvance: "Pasar a la entrada siguiente automáticamente",
  nowPlaying: (position: number, of: number) => `Entrada ${position} de ${of}: `,
  playlistStage: (term: string, title: string) =>
    `Esqueleto de «${title}», una de las entradas con «${term}». ${SPACE_TO_PLAY}`,
  speedValue: (mps: number) => `velocidad típica de ${fixed(mps, 2)} m/s`,
  // Two takes side by side
  compare: {
    heading: "Dos tomas en paralelo",
    description: "Dos movimientos del archivo en un mismo reproductor, alineados por su inicio o por su propio tempo.",
    intro:
      "Las dos figuras se reproducen con un mismo reloj. Alineadas por el inicio, cada una se reproduce a su propia velocidad desde su primer fotograma; alineadas por el tempo, la de la derecha se ralentiza o se acelera para que sus repeticiones coincidan con las de la izquierda. El tempo lo calcula la generación del sitio a partir de la energía del movimiento de cada toma; nadie lo elige.",
    noScript:
      "El reproductor en paralelo necesita JavaScript. Cada movimiento sigue teniendo su propia página, con sus posturas clave, sus datos y sus descargas:",
    toIndex: "Todas las entradas",
    toLexicon: "El léxico",
    missing:
      "Hay que elegir dos entradas para comparar: en el índice del archivo o en la lista «Movimientos como este» de una entrada.",
    unknown: (slug: string) => `El archivo no tiene ninguna entrada llamada «${slug}».`,
    loading: "Cargando las dos tomas…",
    failed: "No se pudieron cargar los datos del movimiento.",
    stageLabel: (a: string, b: string) =>
      `Dos esqueletos en paralelo: «${a}» a la izquierda en naranja, «${b}» a la derecha en gris oscuro. ${SPACE_TO_PLAY}`,
    sides: ["Izquierda, en naranja", "Derecha, en gris oscuro"] as const,
    alignment: "Alinear",
    byStart: "Por el inicio",
    byTempo: "Por el tempo",
    tempo: (hz: number | undefined) => {
      if (hz === undefined) return "sin tempo regular"
      const perMinute = num(hz * 60, 0)
      return `tempo de ${perMinute} ${one(Number(perMinute)) ? "movimiento" : "movimientos"} por minuto`
    },
    rate: (rate: number) => `la de la derecha se reproduce a ${num(rate, 2)}× su velocidad`,
    noTempo: "Una de las tomas no tiene un tempo regular, así que ambas se alinean por el inicio.",
    pickHeading: "Comparar dos entradas",
    pickFirst: "Izquierda",
    pickSecond: "Derecha",
    pickSubmit: "Ver en paralelo",
  },
}

/**
 * The whole Spanish catalogue. Pages load it in two chunks (./page-language.tsx): the words every page shows (./es-ui.ts),
 * and these, the archive's, on the archive's pages alone.
 */
export const CATALOGUE_ES = { ui: UI_TEXT_ES, similar: SIMILAR_TEXT_ES, archive: ARCHIVE_TEXT_ES }
