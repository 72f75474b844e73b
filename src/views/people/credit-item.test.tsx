import { render, screen } from "@testing-library/react"
import { UI_TEXT } from "../../copy"
import { palette } from "../../theme/tokens"
import { CreditItem } from "./credit-item"

const renderItem = (credit: Queries.CreditItemFragment) =>
  render(
    <ul>
      <CreditItem credit={credit} />
    </ul>,
  )

const linked: Queries.CreditItemFragment = { name: "Dov Kaarinen", url: "https://example.org/people/dov", active: true }
const plain: Queries.CreditItemFragment = { name: "Ilse Marchetti-Obi", url: null, active: true }
const inactive: Queries.CreditItemFragment = { name: "Paz Oduya", url: null, active: false }

describe("CreditItem", () => {
  it("links a name with a URL in a new tab, named for whose page it is", () => {
    renderItem(linked)
    const link = screen.getByRole("link", { name: `${UI_TEXT.profileOf(linked.name)} ${UI_TEXT.opensInNewTab}` })
    expect(link).toHaveAttribute("href", linked.url)
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(link).toHaveTextContent(linked.name)
  })

  it("marks the link with a decorative icon that carries no ids", () => {
    const { container } = renderItem(linked)
    const icon = container.querySelector("svg")!
    expect(icon).toHaveAttribute("aria-hidden", "true")
    expect(icon).toHaveAttribute("focusable", "false")
    expect(container.querySelectorAll("[id]")).toHaveLength(0)
  })

  it("leaves a name without a URL as plain text", () => {
    const { container } = renderItem(plain)
    expect(screen.queryByRole("link")).toBeNull()
    expect(container.querySelector("svg")).toBeNull()
    expect(screen.getByRole("listitem")).toHaveTextContent(plain.name)
  })

  it("greys out and italicises an inactive name, and only that one", () => {
    renderItem(inactive)
    const item = screen.getByRole("listitem")
    expect(item).toHaveAttribute("data-active", "false")
    expect(item).toHaveStyle({ fontStyle: "italic", color: palette.inactiveText })
  })

  it("keeps an active name in the body colour, upright", () => {
    renderItem(plain)
    const item = screen.getByRole("listitem")
    expect(item).toHaveAttribute("data-active", "true")
    expect(item).not.toHaveStyle({ fontStyle: "italic" })
  })

  it("greys the link of an inactive name too", () => {
    renderItem({ ...linked, active: false })
    expect(screen.getByRole("link")).toHaveStyle({ color: palette.inactiveText })
  })
})
