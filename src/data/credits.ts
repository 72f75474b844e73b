import { CREDIT_GROUPS, type CreditGroup } from "../constants"

export interface CreditGroupView<C> {
  group: CreditGroup
  credits: C[]
}

/** Credits gathered under the spec's groups, in the spec's order; groups with no names are left out. */
export const groupCredits = <C extends { group: string }>(credits: readonly C[]): CreditGroupView<C>[] =>
  CREDIT_GROUPS.map((group) => ({ group, credits: credits.filter((c) => c.group === group) })).filter(
    (g) => g.credits.length > 0,
  )
