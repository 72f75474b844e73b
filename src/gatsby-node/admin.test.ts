import * as path from "node:path"
import { ADMIN_PATH } from "../security-headers"
import { adminFileFor } from "./admin"

const DIR = path.join(path.sep, "site", "static", "admin")

describe("adminFileFor (the admin during gatsby develop)", () => {
  it("serves the admin page at the admin's own address", () => {
    expect(adminFileFor(ADMIN_PATH, DIR)).toBe(path.join(DIR, "index.html"))
  })

  it("serves the bundle, its chunks and the config from the folder", () => {
    expect(adminFileFor(`${ADMIN_PATH}decap-cms.js`, DIR)).toBe(path.join(DIR, "decap-cms.js"))
    expect(adminFileFor(`${ADMIN_PATH}1077.decap-cms.js`, DIR)).toBe(path.join(DIR, "1077.decap-cms.js"))
    expect(adminFileFor(`${ADMIN_PATH}config.yml`, DIR)).toBe(path.join(DIR, "config.yml"))
  })

  it("leaves every other address to Gatsby, and never reaches outside the folder", () => {
    expect(adminFileFor("/", DIR)).toBeUndefined()
    expect(adminFileFor("/people/", DIR)).toBeUndefined()
    expect(adminFileFor("/administrator/", DIR)).toBeUndefined()
    expect(adminFileFor(`${ADMIN_PATH}../../package.json`, DIR)).toBeUndefined()
    expect(adminFileFor(`${ADMIN_PATH}..`, DIR)).toBeUndefined()
    expect(adminFileFor(`${ADMIN_PATH}sub/file.js`, DIR)).toBeUndefined()
  })
})
