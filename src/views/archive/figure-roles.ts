import { ROLE_WORDS } from "../../archive/roles"
import type { FigureRoles } from "./figure-geometry"

/** The entry's roles arrive in words ("left hand"); the figure takes them by role ("leftHand"). */
const ROLE_BY_WORDS = new Map(Object.entries(ROLE_WORDS).map(([role, words]) => [words, role]))

export const figureRoles = (roles: readonly { role: string; joint: string }[]): FigureRoles => {
  const named: Record<string, string> = {}
  for (const { role, joint } of roles) {
    const key = ROLE_BY_WORDS.get(role)
    if (key !== undefined) named[key] = joint
  }
  return named
}
