import { css } from "@emotion/react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { Seo } from "../../components/seo"
import type { ArchiveEntryContext } from "../../archive/index-pages"
import { ARCHIVE_ROUTES, ROUTES } from "../../constants"
import { DEFAULT_LANGUAGE, type Language } from "../../i18n/languages"
import { languageOfPath, useFieldLang, useLanguage, useLocalPath, useWordsLang } from "../../i18n/page-language"
import { entryIn } from "../../i18n/entry-in"
import { useArchiveWords } from "./archive-words"
import { media, palette } from "../../theme/tokens"
import { portraitAnchor } from "./anchors"
import { conventionIn, downloadDescriptionIn, emphasisIn, jointsUsedIn } from "./datasheet-words"
import { EntryPlayer } from "./entry-player"
import { figureRoles } from "./figure-roles"
import { PoseStrip, Sparkline } from "./glance-svg"
import { numberIn } from "./number-format"
import { SimilarList } from "./similar-list"
import { archivePageCss, badgeCss, factsCss } from "./styles"

const sectionCss = css({ margin: "40px 0" })
const quoteCss = css({
  margin: "16px 0",
  padding: "8px 20px",
  borderLeft: `4px solid ${palette.secondaryOrange}`,
  fontSize: "1.2rem",
})
const tableCss = css({
  borderCollapse: "collapse",
  "& th, & td": { textAlign: "left", padding: "4px 16px 4px 0", borderBottom: `1px solid ${palette.border}` },
})
const checksumCss = css({ fontFamily: "monospace", fontSize: "0.8rem", wordBreak: "break-all" })
/** On a phone the downloads table stacks, each file's cells one under another, so a checksum gets the full width. */
const stackOnPhoneCss = css({
  [media.phone]: { "&, & thead, & tbody, & tr, & th, & td": { display: "block" }, "& tr": { marginBottom: 12 } },
})

type Props = PageProps<Queries.ArchiveEntryPageQuery, ArchiveEntryContext>

/** A language's name (from its tag) in the page's language: "Spanish" on an English page, "inglés" on a Spanish one. */
const languageName = (pageLanguage: Language, tag: string): string => {
  try {
    return new Intl.DisplayNames([pageLanguage], { type: "language" }).of(tag) ?? tag
  } catch {
    return tag
  }
}

/** Whether the mover agreed to a use, named by its consent item's key (every catalogue keeps the English keys). */
const agreedTo = (consent: Readonly<Record<string, unknown>>, key: string): boolean => consent[key] === true

export default function ArchiveEntryPage({ data, location, pageContext }: Props) {
  const language = useLanguage()
  const text = useArchiveWords().archive
  const wordsLang = useWordsLang()
  const local = useLocalPath()
  // The entry's texts in the page's language (its data, words and names are every language's).
  const entry = data.archiveEntry ? entryIn(data.archiveEntry, language) : null
  const lang = useFieldLang()
  // The link to the entry's portrait goes only where the Portraits page shows that portrait (it has an anchor there).
  const portraitsPage = data.portraitsPageJson
  const shownOnPortraitsPage = new Set(
    portraitsPage
      ? [...portraitsPage.samplePortraits, portraitsPage.mocapPortrait, portraitsPage.sonicPortrait].map(
          (portrait) => portrait.slug,
        )
      : [],
  )
  if (!entry) return null
  const headings = pageContext.entryHeadings
  const derived = entry.derived
  const url = `${data.siteJson?.siteUrl ?? ""}${location.pathname}`
  const year = entry.period.match(/\d{4}/)?.[0] ?? ""
  const citation = pageContext.citation.replace("{title}", entry.title).replace("{url}", url).replace("{year}", year)
  // The mover's words as they said them, in their language; beside them, where the page is in another, a translation.
  const saidIn = entry.moverWordsLanguage?.trim() || DEFAULT_LANGUAGE
  const translationLang = lang(entry, "moverWordsTranslation") ?? language
  // A text's own language, said where it is not an English page's English (the page's content is marked so).
  const marked = (tag: string) => (tag === DEFAULT_LANGUAGE && language === DEFAULT_LANGUAGE ? undefined : tag)
  const translation =
    saidIn !== language && entry.moverWordsTranslation && translationLang !== saidIn
      ? entry.moverWordsTranslation
      : undefined
  return (
    <article css={archivePageCss}>
      <p>
        <Link to={local(ARCHIVE_ROUTES.archive)}>{text.backToArchive}</Link>
      </p>
      <h1 lang={lang(entry, "title")}>{entry.title}</h1>
      {entry.synthetic && (
        <p data-testid="synthetic-notice">
          <span css={badgeCss} lang={wordsLang}>
            {text.syntheticBadge}
          </span>{" "}
          <span lang={lang(pageContext, "syntheticNotice")}>{pageContext.syntheticNotice}</span>
        </p>
      )}
      <PoseStrip strip={derived.poseStrip} label={text.keyPoses(entry.title)} />

      <section css={sectionCss} aria-labelledby="player-heading">
        <h2 id="player-heading" lang={lang(headings, "player")}>
          {headings.player}
        </h2>
        <EntryPlayer
          title={entry.title}
          soundHeading={headings.sound}
          motionUrl={derived.motionUrl}
          durationS={derived.durationS}
          fps={derived.playerFps}
          first={derived.firstFrame}
          roles={figureRoles(derived.roles)}
        />
      </section>

      <section css={sectionCss} aria-labelledby="about-heading">
        <h2 id="about-heading" lang={lang(headings, "about")}>
          {headings.about}
        </h2>
        <p lang={lang(entry, "description")}>{entry.description}</p>
        <h3 lang={lang(headings, "moverWords")}>{headings.moverWords}</h3>
        <blockquote css={quoteCss} lang={marked(saidIn)}>
          <p data-testid="mover-words">
            <strong>{entry.moverName}</strong>: {entry.moverWords}
          </p>
        </blockquote>
        {translation && (
          <p data-testid="mover-words-translation">
            <span lang={wordsLang}>{text.translatedFrom(languageName(language, saidIn))}</span>{" "}
            <span lang={marked(translationLang)}>{translation}</span>
          </p>
        )}
        <dl css={factsCss}>
          <dt>{text.activity}</dt>
          <dd lang={lang(entry, "activity")}>{entry.activity}</dd>
          <dt>{text.setting}</dt>
          <dd lang={lang(entry, "setting")}>{entry.setting}</dd>
          <dt>{text.period}</dt>
          <dd lang={lang(entry, "period")}>{entry.period}</dd>
        </dl>
        {entry.portrait && shownOnPortraitsPage.has(entry.portrait.slug) && (
          <p>
            <Link to={local(`${ROUTES.portraits}#${portraitAnchor(entry.portrait.slug)}`)}>{text.portraitLink}</Link>
          </p>
        )}
      </section>

      <section css={sectionCss} aria-labelledby="data-heading">
        <h2 id="data-heading" lang={lang(headings, "data")}>
          {headings.data}
        </h2>
        <dl css={factsCss}>
          <dt>{text.duration}</dt>
          <dd>{text.seconds(derived.durationS)}</dd>
          <dt>{text.frameRate}</dt>
          <dd>{text.fps(derived.fps)}</dd>
          <dt>{text.joints}</dt>
          <dd>{text.jointCount(derived.jointCount, derived.endSiteCount)}</dd>
          <dt>{text.bodyEmphasis}</dt>
          <dd>{emphasisIn(text, derived.bodyEmphasis)}</dd>
          <dt>{text.fileConvention}</dt>
          <dd>{text.fileConventionValue(conventionIn(text, derived.fileConvention))}</dd>
          <dt>{text.jointsUsed}</dt>
          <dd data-testid="joints-used">{jointsUsedIn(text, derived.roles)}</dd>
          <dt>{text.referencePose}</dt>
          <dd>{text.referencePoseValue(derived.referenceFrames, derived.referenceStated)}</dd>
          <dt>{text.filtered}</dt>
          <dd>{text.filteredValue(derived.spikesFiltered)}</dd>
          <dt>{text.playerRate}</dt>
          <dd>{text.playerRateValue(derived.playerFps)}</dd>
        </dl>
        <Sparkline values={derived.sparkline} label={text.energyLine(entry.title)} />
        <details>
          <summary>{text.perSecondSummary}</summary>
          <table css={tableCss}>
            <thead>
              <tr>
                {text.perSecondColumns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {derived.perSecond.map((row) => (
                <tr key={row.second}>
                  <td>{numberIn(language, row.second)}</td>
                  <td>{numberIn(language, row.energy)}</td>
                  <td>{numberIn(language, row.handSpeed)}</td>
                  <td>{numberIn(language, row.handHeight)}</td>
                  <td>{numberIn(language, row.footfalls)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <section css={sectionCss} aria-labelledby="terms-heading">
        <h2 id="terms-heading" lang={lang(headings, "terms")}>
          {headings.terms}
        </h2>
        <ul>
          {entry.terms
            .map((term) => entryIn(term, language))
            .map((term) => (
              <li key={term.slug}>
                <Link to={local(`${ARCHIVE_ROUTES.lexicon}#${term.slug}`)} lang={lang(term, "name")}>
                  {term.name}
                </Link>
              </li>
            ))}
        </ul>
      </section>

      <SimilarList
        slug={entry.slug}
        items={pageContext.similar}
        differently={pageContext.similarDifferently}
        alike={pageContext.similarAlike}
      />

      <section css={sectionCss} aria-labelledby="provenance-heading">
        <h2 id="provenance-heading" lang={lang(headings, "provenance")}>
          {headings.provenance}
        </h2>
        <h3 lang={lang(headings, "capture")}>{headings.capture}</h3>
        <p lang={lang(entry.capture, "method")}>{entry.capture.method}</p>
        <h3 lang={lang(headings, "processing")}>{headings.processing}</h3>
        <ol>
          {entry.capture.processing.map((step, index) => (
            <li key={step} lang={lang(entry.capture, `processing[${index}]`)}>
              {step}
            </li>
          ))}
        </ol>
      </section>

      <section css={sectionCss} aria-labelledby="consent-heading" data-testid="consent">
        <h2 id="consent-heading" lang={lang(headings, "consent")}>
          {headings.consent}
        </h2>
        <dl css={factsCss}>
          {text.consentItems.map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{agreedTo(entry.consent, key) ? text.agreed : text.notAgreed}</dd>
            </div>
          ))}
          <div>
            <dt>{text.attribution}</dt>
            <dd>
              {text.attributionChoice[entry.consent.attribution] ?? entry.consent.attribution}
              {entry.consent.attributedAs ? `: ${entry.consent.attributedAs}` : ""}
            </dd>
          </div>
          <div>
            <dt>{text.withdrawal}</dt>
            <dd lang={lang(entry.consent, "withdrawal")}>{entry.consent.withdrawal}</dd>
          </div>
        </dl>
        <h3 lang={lang(headings, "anonymisation")}>{headings.anonymisation}</h3>
        <ul>
          {entry.consent.anonymisation.map((step, index) => (
            <li key={step} lang={lang(entry.consent, `anonymisation[${index}]`)}>
              {step}
            </li>
          ))}
        </ul>
        <h3 lang={lang(headings, "remainingRisk")}>{headings.remainingRisk}</h3>
        <p lang={lang(entry.consent, "remainingRisk")}>{entry.consent.remainingRisk}</p>
        <p>{text.noProductivity}</p>
      </section>

      <section css={sectionCss} aria-labelledby="downloads-heading">
        <h2 id="downloads-heading" lang={lang(headings, "downloads")}>
          {headings.downloads}
        </h2>
        <p>
          {text.licence}: {entry.licence}
        </p>
        {derived.downloads.length === 0 ? (
          <p>{text.noDownloads}</p>
        ) : (
          <table css={[tableCss, stackOnPhoneCss]} data-testid="downloads">
            <thead>
              <tr>
                <th scope="col">{text.file}</th>
                <th scope="col">{text.size}</th>
                <th scope="col">{text.checksum}</th>
              </tr>
            </thead>
            <tbody>
              {derived.downloads.map((file) => (
                <tr key={file.name}>
                  <td>
                    <a href={file.url} download>
                      {file.name}
                    </a>
                    <br />
                    {downloadDescriptionIn(text, file, entry.slug, derived)}
                  </td>
                  <td>{text.bytes(file.bytes)}</td>
                  <td css={checksumCss}>{file.sha256}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section css={sectionCss} aria-labelledby="cite-heading">
        <h2 id="cite-heading" lang={lang(headings, "cite")}>
          {headings.cite}
        </h2>
        <p data-testid="citation" css={{ overflowWrap: "anywhere" }} lang={lang(pageContext, "citation")}>
          {citation}
        </p>
      </section>
    </article>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.ArchiveEntryPageQuery, ArchiveEntryContext>) => {
  const entry = data.archiveEntry ? entryIn(data.archiveEntry, languageOfPath(location.pathname)) : null
  return <Seo pathname={location.pathname} title={entry?.title} description={entry?.description} />
}

export const query = graphql`
  query ArchiveEntryPage($slug: String!) {
    # Which portraits the Portraits page shows: slugs, the same in every language's node.
    portraitsPageJson(language: { eq: "en" }) {
      samplePortraits {
        slug
      }
      mocapPortrait {
        slug
      }
      sonicPortrait {
        slug
      }
    }
    siteJson {
      siteUrl
    }
    archiveEntry(slug: { eq: $slug }) {
      slug
      title
      moverName
      moverWords
      moverWordsLanguage
      moverWordsTranslation
      description
      activity
      setting
      period
      untranslated
      translations {
        language
        title
        moverWordsTranslation
        description
        activity
        setting
        period
        untranslated
        capture {
          method
          processing
          untranslated
        }
        consent {
          withdrawal
          anonymisation
          remainingRisk
          untranslated
        }
      }
      portrait {
        slug
      }
      terms {
        slug
        name
        untranslated
        translations {
          language
          name
          untranslated
        }
      }
      synthetic
      licence
      capture {
        method
        processing
        untranslated
      }
      consent {
        display
        download
        derivatives
        machineLearning
        commercial
        attribution
        attributedAs
        withdrawal
        anonymisation
        remainingRisk
        untranslated
      }
      derived {
        durationS
        fps
        jointCount
        endSiteCount
        bodyEmphasis
        fileConvention
        referenceFrames
        referenceStated
        spikesFiltered
        playerFps
        roles {
          role
          joint
        }
        motionUrl
        tempoHz
        firstFrame {
          ...FirstFrame
        }
        sparkline
        poseStrip {
          ...PoseStrip
        }
        perSecond {
          second
          energy
          handSpeed
          handHeight
          footfalls
        }
        downloads {
          name
          url
          bytes
          sha256
          description
        }
      }
    }
  }
`
