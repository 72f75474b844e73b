import { ROLE_WORDS, type Role } from "../../archive/roles"
import type { FigureRoles } from "./figure-geometry"

/** The entry's roles arrive in words ("left hand"); the figure takes them by role ("leftHand"). */
const ROLE_BY_WORDS = new Map(Object.entries(ROLE_WORDS).map(([role, words]) => [words, role as Role]))

/** A role as the build's data names it ("left hand"), by key ("leftHand"); undefined for words it does not use. */
export const roleOf = (words: string): Role | undefined => ROLE_BY_WORDS.get(words)

export const figureRoles = (roles: readonly { role: string; joint: string }[]): FigureRoles => {
  const named: Record<string, string> = {}
  for (const { role, joint } of roles) {
    const key = roleOf(role)
    if (key !== undefined) named[key] = joint
  }
  return named
}
