/**
 * The grammar of a sentence with `{slug}` marks (the landing page's partners sentence): plain text with
 * sponsor slugs in braces. The build checks the slugs and the page renders the links from the same parse.
 */
export type SentencePart = { text: string } | { slug: string }

const MARK = /\{([^{}]*)\}/g

export const parseSentence = (sentence: string): SentencePart[] => {
  const parts: SentencePart[] = []
  let from = 0
  for (const match of sentence.matchAll(MARK)) {
    if (match.index > from) parts.push({ text: sentence.slice(from, match.index) })
    parts.push({ slug: match[1] ?? "" })
    from = match.index + match[0].length
  }
  if (from < sentence.length) parts.push({ text: sentence.slice(from) })
  return parts
}

/** The slugs a sentence names, in order. */
export const sentenceSlugs = (sentence: string): string[] =>
  parseSentence(sentence).flatMap((part) => ("slug" in part ? [part.slug] : []))
