/** The portrait's place on the Portraits page (each flipbook there carries this id), linked from its archive entry. */
export const portraitAnchor = (slug: string) => `portrait-${slug}`
