/**
 * The English words of an archive entry's "moves like this" list (src/views/archive/similar-list.tsx;
 * docs/similarity.md), beside the ranking that chooses them. Only the archive's pages and the build import them, so
 * they travel with those pages and not with every first view (docs/languages.md).
 */
/** An archive entry's "moves like this" list (src/views/archive/similar-list.tsx; docs/similarity.md). */
export const SIMILAR_TEXT = {
  heading: "Moves like this",
  /** Shown with every list: the list is the build's arithmetic, not anyone's choice. */
  computed:
    "Computed, not curated: these entries are the nearest to this one by what each does (where the hands, feet and head go in the body's own frame, how it travels and turns, with which side), then how it moves (speed, tempo, height, symmetry, stillness), worked out when the site was built. The reasons are those measures in words.",
  differently: "The same movement, done differently",
  alike: "A different movement, done the same way",
  sharedTerms: "Shared terms:",
  watchSideBySide: (title: string) => `Watch side by side with ${title}`,
  none: "No other entry to compare yet.",
  /**
   * Each entry's reason, which the build gives as data (src/archive/similar-reason.ts, `reasonText`): "The same
   * movement, with the other hand, slower and lower.", "Same tempo (about 110 a minute), both led by the hands.",
   * "Like this one, mostly still, with sudden strikes.".
   */
  reasons: {
    same: (how: string) => `The same movement, ${how}.`,
    sameDoneAlike: "The same movement, done much the same way.",
    otherSide: { hand: "with the other hand", foot: "with the other foot", turn: "turning the other way" },
    differences: {
      quicker: "quicker",
      slower: "slower",
      higher: "higher",
      lower: "lower",
      larger: "larger",
      smaller: "smaller",
      moreSudden: "more sudden",
      smoother: "smoother",
      inTurn: "in turn rather than together",
      together: "together rather than in turn",
    },
    and: " and ",
    sameTempo: (perMinute: number, both: string) => `Same tempo (about ${perMinute} a minute)${both}.`,
    both: (aspect: string) => `, both ${aspect}`,
    likeThisOne: (aspects: string) => `Like this one, ${aspects}.`,
    nearestOnTheWhole: "Nearest on the whole, though no one aspect matches closely.",
    inAMirror: (reason: string, side: string) => `${reason} Nearest in a mirror: ${side}.`,
    aspects: {
      handShare: "led by the hands",
      footShare: "led by the feet",
      headShare: "led by the head",
      still: "mostly still",
      sudden: "with sudden strikes",
      smooth: "smooth and even",
      // Never shown yet: a shared steady beat is said as the same tempo.
      regular: "in a steady beat",
      low: "seated or low to the ground",
      overhead: "reaching overhead",
      travel: "travelling across the floor",
      alternate: "left and right taking turns",
      together: "both hands working together",
      oneSide: "one hand doing most of the work",
    },
  },
} as const
