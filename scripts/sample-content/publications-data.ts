/**
 * Invented bibliographic data and prose for the sample publications. All
 * people and affiliations here are fictional.
 */

export interface Author {
  name: string
  affiliation: string
}

export interface Section {
  heading: string
  /** Paragraphs written out in full. */
  paragraphs?: string[]
  /** Or: draw paragraphs from these sentence pools. */
  pools?: PoolName[]
  paragraphCount?: number
}

export interface Publication {
  slug: string
  title: string
  subtitle?: string
  kind: string
  venue: string
  year: number
  authors: Author[]
  abstract: string
  keywords: string[]
  sections: Section[]
  figureCaption: string
  /** Which activity the figure and cover motif show. */
  motif: "drumming" | "walking" | "harvest" | "traffic" | "pastry" | "burlesque"
  references: string[]
  /** Accent used on the cover thumbnail. */
  accent: string
}

export type PoolName =
  "everyday" | "capture" | "portraits" | "ethics" | "migration" | "archive" | "computation" | "reciprocity"

export const SENTENCE_POOLS: Record<PoolName, string[]> = {
  everyday: [
    "Everyday movement is rarely considered an archive in its own right, yet it carries the sediment of work, care, ritual and play.",
    "The gestures of a market vendor, a crossing guard or a home cook are learned through repetition and refined through years of practice.",
    "We use the term vernacular movement for patterns of motion that are shared within a community without being formally notated.",
    "Such movement is often invisible precisely because it is ordinary, and it is frequently the first thing lost when people are displaced.",
    "A rolling pin pressed forward and drawn back encodes a rhythm that is as much a family inheritance as a recipe.",
    "Participants described their movements not as techniques but as ways of being in a place with other people.",
    "The bend of a picker between rows of peppers is shaped by the height of the plants, the weight of the basket and the heat of the afternoon.",
    "Movement knowledge travels through bodies before it travels through words, which makes it difficult to cite and easy to appropriate.",
    "In our sessions the smallest adjustments, a shift of weight or the turn of a wrist, were often the ones participants cared about most.",
    "We treat each recorded phrase as a situated practice rather than as an instance of a universal category of human motion.",
    "Dance scholarship has long argued that the everyday and the staged are not separate domains but ends of a continuum.",
    "By attending to repetition, we found that variation within a single person was as meaningful as variation between people.",
  ],
  capture: [
    "Our capture kit consists of six small inertial measurement units worn on the wrists, ankles, waist and head, recording at one hundred samples per second.",
    "Unlike optical studio systems, inertial sensors can be worn in kitchens, fields and streets, where the movements we study actually take place.",
    "Each session begins with a short calibration pose, after which participants move as they normally would for ten to twenty minutes.",
    "Orientation data from the sensors is fused and mapped onto a simplified skeleton of fifteen joints using forward kinematics.",
    "Drift in the heading estimate is corrected with short stationary intervals that occur naturally in most everyday activities.",
    "We deliberately avoid markers on the face and hands, which would make recordings identifying without adding much to the analysis.",
    "The kit fits in a shoulder bag and can be charged from a phone battery, which allowed sessions in places without reliable power.",
    "Participants were able to review the reconstructed skeleton on a tablet immediately after recording and could ask for any take to be deleted.",
    "Recording outside the studio introduces noise, but it also preserves the relationship between a movement and its surroundings.",
    "Joint angles are stored alongside the raw sensor streams so that future researchers can revisit our modelling decisions.",
    "The resulting data is compact: a ten-minute session occupies less space than a single photograph.",
    "We resampled all recordings to a common frame rate before comparison and kept the original timestamps for provenance.",
  ],
  portraits: [
    "A movement portrait is an animated rendering of one person's recorded movement, shown as a looping figure of joints and trails.",
    "The portraits deliberately withhold faces, clothing and skin, presenting the rhythm and shape of a movement rather than the appearance of a mover.",
    "Trails of the wrists and ankles make visible the paths that a body traces through space, which are otherwise lost in a single photograph.",
    "We render each portrait as a flipbook of stills as well as a continuous loop, so that it can be studied frame by frame.",
    "Colour is used sparingly: warm tones for the limbs nearest the viewer and paler tones for those turned away.",
    "Participants chose the moments that would become portraits, and several asked for their work movements to be shown alongside their dancing.",
    "Seen side by side, the portraits invite comparison without ranking, placing a harvest gesture next to a burlesque flourish.",
    "The loop is a formal choice with an ethical dimension: it returns the movement to its beginning rather than resolving it into a narrative.",
    "Exhibited at human scale, the portraits prompted visitors to mirror the movements with their own bodies.",
    "We think of the portraits as letters written in movement, addressed to future readers who may never meet the movers.",
    "The abstraction of the figure protects identity while keeping the character of a particular person's movement.",
  ],
  ethics: [
    "Movement data is personal data: gait and gesture can identify a person as reliably as a fingerprint.",
    "Consent in our project is ongoing rather than a single signature, and participants can withdraw recordings at any time.",
    "We distinguish between consent to record, consent to analyse and consent to publish, and ask about each separately.",
    "Community partners hold a copy of every recording made with their members and have a say in how it is shared.",
    "No recording is used to train commercial recognition systems, and our licence terms explicitly prohibit such use.",
    "The risks of movement data are unevenly distributed: people with precarious legal status face the greatest harm from identification.",
    "We store recordings without names, and the key linking a participant to their data is kept offline by the community partner.",
    "Ethical review boards are not designed for long-lived archives, so we supplemented institutional review with a community advisory circle.",
    "Data minimisation guided the design of the kit: we record only what the analysis needs and discard location information at the source.",
    "Participants were compensated for their time at a rate agreed with community organisers rather than set by the university.",
    "Sharing movement data openly and protecting movers are not opposites, but reconciling them requires tiers of access.",
    "We recommend that future projects budget for the long-term stewardship of data as seriously as for its collection.",
  ],
  migration: [
    "Migration reshapes movement: people carry gestures across borders and adapt them to new streets, kitchens and workplaces.",
    "For many participants, recording a movement from home was a way of keeping a practice alive in a new country.",
    "Border technologies increasingly treat the moving body as a source of suspicion, measuring gait and posture at checkpoints.",
    "Our project asks what it would mean to capture movement in the service of the people who move rather than of those who watch them.",
    "Several participants described the loss of a shared rhythm of work as one of the quiet costs of displacement.",
    "Resettlement agencies focus, necessarily, on housing and employment; embodied knowledge rarely appears in their inventories.",
    "The workshops were held in community centres and conducted in four languages with the help of volunteer interpreters.",
    "Movement offered a way to speak about home that did not require participants to recount painful histories in words.",
    "Children often translated movements for their parents, reversing the usual direction of cultural transmission.",
    "We avoid framing participants as representatives of a nation or culture; each recording belongs to a person with a particular history.",
    "Vernacular movement archives can become a resource for communities in diaspora, not only for researchers.",
  ],
  archive: [
    "An archive of movement is never neutral: what is recorded, how it is labelled and who can retrieve it all shape what it can mean.",
    "We describe each recording with a short text written by the participant, alongside structured metadata about the activity and setting.",
    "The repository is designed for comparison, allowing users to align recordings by activity, tempo or body part.",
    "Future archives will need to preserve not only data but also the tools and assumptions required to interpret it.",
    "We publish our skeleton definition, file formats and processing scripts so that the archive remains legible over decades.",
    "Access is tiered: public portraits, research-grade data under agreement, and community-held recordings that never leave the partner organisation.",
    "The archive treats absence as information, noting where recordings were declined or withdrawn.",
    "Open formats matter because proprietary motion formats have already made earlier collections unreadable.",
    "Each entry carries a provenance trail from the sensor to the published portrait.",
    "We imagine the archive as a commons held in trust rather than a collection owned by an institution.",
    "Search by movement rather than by keyword lets users find similar gestures across activities that have different names.",
  ],
  computation: [
    "Algorithmic systems inherit the assumptions of the data used to build them, including assumptions about whose bodies are typical.",
    "Pose estimation models trained on narrow datasets fail more often on disabled bodies, darker skin and non-Western clothing.",
    "Robots that move like people raise the question of which people they are modelled on, and whose movement is treated as a default.",
    "Artists working with algorithms are well placed to expose these assumptions because their work is not bound to a single product.",
    "We argue for computation that is accountable to the communities whose movement it learns from.",
    "A decolonial approach begins by asking who defines the categories into which movements are sorted.",
    "Gendered assumptions appear in motion datasets as labels, as camera framing and as decisions about which activities are worth recording.",
    "Disability is too often modelled as deviation from a norm rather than as a source of movement knowledge in its own right.",
    "Our workshops brought together engineers, dancers and community organisers to design evaluation criteria jointly.",
    "Benchmarks reward accuracy averaged across a population, hiding systematic failure on the people least represented.",
    "We propose documentation practices that record who moved, who labelled, and who decided what counted as an error.",
  ],
  reciprocity: [
    "Reciprocity means that the people who contribute movement receive something of value in return, defined on their terms.",
    "In the 36 Walk sessions, each participant walked a familiar route while a partner followed with the capture kit.",
    "The walk was repeated thirty-six times across a season, producing a record of how a single route changes with weather, mood and company.",
    "Computation entered the project as a conversation partner: the system proposed variations and walkers accepted or refused them.",
    "Walkers received animated portraits of their routes and printed flipbooks to share with family.",
    "We found that participants valued the slow accumulation of recordings more than any single analysis.",
    "Reciprocity also applies between disciplines, with engineers learning observation methods from choreographers and vice versa.",
    "The case study suggests that mutual benefit has to be designed into the schedule, budget and authorship of a project from the start.",
    "Authorship was shared: walkers are credited in exhibitions and chose how their names appear.",
    "Our analysis compares step length, cadence and turning behaviour across repetitions of the same route.",
    "Small differences in cadence became a way for walkers to talk about fatigue, caring responsibilities and the rhythm of the week.",
  ],
}

const FIXED_REFERENCES = [
  "Abernathy-Quist, L. (2014). Vernacular Bodies: Notes on Ordinary Movement. Harbourline Press.",
  "Delacroix-Ndiaye, M., & Faulk, T. (2012). Wearable sensing outside the laboratory. Journal of Embodied Computing, 4(2), 33–51.",
  "Ferreira-Holm, A. (2017). Archives that move: stewardship of performance data. Proceedings of the Symposium on Digital Heritage, 112–120.",
  "Kowalczyk-Amari, J. (2019). The Politics of Pose. Meridian University Press.",
  "Lindqvist, S., & Obi-Marsh, R. (2016). Inertial capture for community research. Movement Studies Quarterly, 11(1), 5–22.",
  "Nakashima-Boyle, E. (2020). Consent as practice in participatory data projects. Data & Communities, 2(3), 71–89.",
  "Quintero-Vale, D. (2015). Gesture, labour and memory among seasonal workers. Field Notes in Anthropology, 9, 140–158.",
  "Sorensen-Achebe, P. (2018). Looping images and the ethics of return. Visual Culture Review, 23(4), 201–219.",
  "Thornbury, C., & Yilmaz-Crane, H. (2021). Auditing pose estimation across bodies. Workshop on Fair Perception, 1–8.",
  "Waverly-Osei, N. (2013). Notation and its Others. Cinderford Academic.",
]

export const PUBLICATIONS: readonly Publication[] = [
  {
    slug: "decolonizing-the-machine",
    title: "Decolonizing the Machine",
    subtitle: "Race, Gender and Disability in Robots and Algorithmic Art",
    kind: "Conference presentation",
    venue: "Symposium on Critical Robotics and the Arts",
    year: 2021,
    authors: [
      { name: "Ines Okonkwo-Barre", affiliation: "Movement Undercommons" },
      { name: "Rafael Sunderland", affiliation: "School of Media and Performance, Eastbrook University" },
      { name: "Tamsin Adeyemi-Lund", affiliation: "Institute for Embodied Computing, Carrow College" },
      { name: "Koa Ferreira-Whitlock", affiliation: "Department of Robotics, Hollins Polytechnic" },
      { name: "Mirela Castellanos-Rye", affiliation: "Center for Disability Arts, Westmere" },
    ],
    abstract:
      "Robots and algorithmic artworks increasingly learn to move from recordings of human movement. This presentation asks whose movement those systems learn from, and whose movement they are unable to see. Drawing on workshops with dancers, engineers and disabled movers, we trace how assumptions about race, gender and disability enter motion datasets through labelling, framing and evaluation. We propose a set of practices for decolonizing the machine: shared authorship of categories, documentation of who moved and who labelled, and evaluation criteria defined with the communities represented in the data.",
    keywords: ["robotics", "algorithmic art", "motion capture", "disability", "decolonial computing"],
    sections: [
      { heading: "1  Introduction", pools: ["computation", "everyday"], paragraphCount: 2 },
      { heading: "2  Whose Movement Counts", pools: ["computation", "migration"], paragraphCount: 2 },
      { heading: "3  Workshops", pools: ["capture", "ethics"], paragraphCount: 2 },
      {
        heading: "4  Practices for Decolonizing the Machine",
        pools: ["computation", "ethics", "archive"],
        paragraphCount: 3,
      },
      { heading: "5  Conclusion", pools: ["portraits", "computation"], paragraphCount: 1 },
    ],
    figureCaption:
      "Figure 1. Overlaid frames of a recorded phrase, rendered as a jointed figure without identifying features.",
    motif: "burlesque",
    references: FIXED_REFERENCES.slice(0, 7),
    accent: "rgb(155,90,64)",
  },
  {
    slug: "thirty-six-walk",
    title: "36 Walk",
    subtitle: "A Case Study of Reciprocity in Movement and Computation",
    kind: "Journal article",
    venue: "Journal of Embodied Computing, vol. 9",
    year: 2019,
    authors: [
      { name: "Rafael Sunderland", affiliation: "School of Media and Performance, Eastbrook University" },
      { name: "Odalys Brennan-Mbeki", affiliation: "Movement Undercommons" },
      { name: "Henrik Achterberg-Sole", affiliation: "Department of Computer Science, Eastbrook University" },
    ],
    abstract:
      "We report on 36 Walk, a season-long project in which community members walked a familiar route thirty-six times while wearing a mobile motion capture kit. The project was organised around reciprocity: walkers shaped the research questions, received animated portraits of their walks and shared authorship of the resulting works. We describe the capture method, the comparison of repeated walks, and what the participants and researchers learned from one another. The case study suggests practical conditions under which computation can serve the people whose movement it records.",
    keywords: ["reciprocity", "walking", "mobile motion capture", "participatory research"],
    sections: [
      { heading: "1  Introduction", pools: ["reciprocity", "everyday"], paragraphCount: 2 },
      { heading: "2  The Walks", pools: ["reciprocity", "capture"], paragraphCount: 2 },
      { heading: "3  Comparing Repetitions", pools: ["capture", "portraits"], paragraphCount: 2 },
      { heading: "4  Reciprocity in Practice", pools: ["reciprocity", "ethics"], paragraphCount: 2 },
      { heading: "5  Discussion", pools: ["archive", "reciprocity"], paragraphCount: 1 },
    ],
    figureCaption: "Figure 1. One gait cycle from a recorded walk, with ankle and wrist trails.",
    motif: "walking",
    references: FIXED_REFERENCES.slice(2, 9),
    accent: "rgb(72,68,67)",
  },
  {
    slug: "motion-captured",
    title: "Motion, Captured",
    subtitle: "An Open Repository for Comparative Movement Studies",
    kind: "Paper",
    venue: "MOCO ’16, International Conference on Movement and Computing",
    year: 2016,
    authors: [
      { name: "Ines Okonkwo-Barre", affiliation: "Movement Undercommons" },
      { name: "Lucan Mereweather", affiliation: "Digital Humanities Lab, Carrow College" },
      { name: "Priya Haldane-Osei", affiliation: "Department of Dance, Westmere Conservatory" },
      { name: "Jonas Vidal-Kettering", affiliation: "Department of Computer Science, Eastbrook University" },
    ],
    abstract:
      "Comparative movement studies require recordings that can be aligned across people, places and activities. We present an open repository of everyday movement recorded with mobile inertial sensors, together with a common skeleton definition, open file formats and tools for comparison. The repository currently holds recordings of cooking, farm work, street work, social dance and ritual practice. We describe its design, the metadata written with participants, and the tiered access model that balances openness with the protection of movers.",
    keywords: ["repository", "open data", "motion capture", "comparative analysis"],
    sections: [
      { heading: "1  Introduction", pools: ["archive", "everyday"], paragraphCount: 2 },
      { heading: "2  Recording Everyday Movement", pools: ["capture"], paragraphCount: 2 },
      { heading: "3  Repository Design", pools: ["archive", "capture"], paragraphCount: 2 },
      { heading: "4  Access and Protection", pools: ["ethics", "archive"], paragraphCount: 2 },
      { heading: "5  Future Work", pools: ["portraits", "archive"], paragraphCount: 1 },
    ],
    figureCaption:
      "Figure 1. A kitchen recording from the repository: rolling and folding dough, shown as overlaid frames.",
    motif: "pastry",
    references: FIXED_REFERENCES.slice(0, 6),
    accent: "rgb(186,138,40)",
  },
  {
    slug: "movement-undercommons-isea",
    title: "The Movement Undercommons",
    subtitle: "Movement Analysis as Meaning Making in a Time of Global Migrations",
    kind: "Paper",
    venue: "ISEA 2018, International Symposium on Electronic Art",
    year: 2018,
    authors: [
      { name: "Ines Okonkwo-Barre", affiliation: "Movement Undercommons" },
      { name: "Samir Valdés-Holloway", affiliation: "Center for Migration Studies, Westmere" },
      { name: "Fenna Oyelaran-Brisk", affiliation: "School of Art, Carrow College" },
    ],
    abstract:
      "The Movement Undercommons is an art and research project that records the everyday movement of people who have migrated, and returns that movement to them as animated portraits. In a period when border technologies increasingly measure the moving body for suspicion, we ask what it means to capture movement in the service of movers. This paper describes the project's workshops, its mobile capture method and its portraits, and argues that movement analysis can be a practice of meaning making rather than of classification.",
    keywords: ["migration", "movement analysis", "electronic art", "vernacular movement"],
    sections: [
      { heading: "1  Introduction", pools: ["migration", "everyday"], paragraphCount: 2 },
      { heading: "2  Workshops in Community Centres", pools: ["migration", "capture"], paragraphCount: 2 },
      { heading: "3  Movement Portraits", pools: ["portraits"], paragraphCount: 2 },
      { heading: "4  Analysis as Meaning Making", pools: ["everyday", "computation"], paragraphCount: 2 },
      { heading: "5  Toward a Vernacular Archive", pools: ["archive", "migration"], paragraphCount: 1 },
    ],
    figureCaption: "Figure 1. A harvest gesture recorded in a pepper field, rendered as a movement portrait.",
    motif: "harvest",
    references: FIXED_REFERENCES.slice(3, 10),
    accent: "rgb(47,110,115)",
  },
  {
    slug: "white-paper",
    title: "Movement Undercommons",
    subtitle: "White Paper on Movement Data Ethics",
    kind: "White paper",
    venue: "Prepared with the Technology and Community Rights Clinic, Eastbrook School of Law",
    year: 2023,
    authors: [
      { name: "Ines Okonkwo-Barre", affiliation: "Movement Undercommons" },
      { name: "Delphine Aguda-Marsh", affiliation: "Technology and Community Rights Clinic" },
      { name: "Theo Brannigan-Iwu", affiliation: "Technology and Community Rights Clinic" },
      { name: "Yusra Kettleby", affiliation: "Technology and Community Rights Clinic" },
    ],
    abstract:
      "This white paper sets out principles and practical recommendations for projects that record, store and share human movement data. Movement data can identify people, and the harms of identification fall most heavily on those with precarious legal status. We review the consent, licensing and stewardship arrangements developed in the Movement Undercommons, identify gaps in current institutional review, and recommend tiered access, community custody of identifying keys, licence terms that prohibit surveillance uses, and funding for long-term stewardship.",
    keywords: ["data ethics", "consent", "licensing", "stewardship", "movement data"],
    sections: [
      { heading: "1  Purpose and Scope", pools: ["ethics"], paragraphCount: 2 },
      { heading: "2  Why Movement Data Is Personal Data", pools: ["ethics", "computation"], paragraphCount: 2 },
      { heading: "3  Consent as an Ongoing Practice", pools: ["ethics", "migration"], paragraphCount: 2 },
      { heading: "4  Stewardship and Access", pools: ["archive", "ethics"], paragraphCount: 2 },
      { heading: "5  Recommendations", pools: ["ethics", "archive"], paragraphCount: 2 },
    ],
    figureCaption:
      "Figure 1. Tiers of access: public portraits, research data under agreement, and community-held recordings.",
    motif: "traffic",
    references: FIXED_REFERENCES.slice(4, 10),
    accent: "rgb(100,100,100)",
  },
]
