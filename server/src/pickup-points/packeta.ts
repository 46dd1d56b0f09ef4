/**
 * Packeta's (Zásilkovna's) branch export, version 4, as XML:
 * `https://www.zasilkovna.cz/api/v4/{API_KEY}/branch.xml` (the shop's API key from Packeta's client
 * section; Packeta updates the list nightly between 1:00 and 2:30 and caches it for 55 minutes, so
 * refresh after 3:00).
 *
 * Sources: docs.packetery.com/01-pickup-point-selection/03-branch-export.html and
 * 04-branch-export-v4.html (URLs, the schema at `…/branch.xsd`, v4's changes: `status` with
 * `statusId` and `description`, `displayFrontend`, `creditCardPayment`), and the element names as
 * Packeta's own PrestaShop module and other importers read them (`$xml->branches->branch`, `id`,
 * `name`, `place`, `street`, `city`, `zip`, `country`, `currency`, `latitude`, `longitude`,
 * `openingHours/regular/{monday…sunday}` with spans like "08:00–12:00, 13:00–18:00", `maxWeight`,
 * `carriers/carrier` for address delivery).
 * Not confirmed here: the name of the root element (read as any root holding `branches`), and how
 * v4 marks a Z-BOX: read from its name/place ("Z-BOX", "AlzaBox"). Version 5
 * (`pickup-point.api.packeta.com/v5/{key}/branch.json` + `box.json`, JSON only) splits branches and
 * boxes into two files; v4's single file is kept because the snapshot is one file per carrier.
 * Only Hungarian branches (`country` "hu") in operation (`status/statusId` 1) and shown to
 * customers (`displayFrontend` 1) are kept.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type Candidate, collect, coordinate, FeedFormatError, isRecord, type LoadResult, list, spansFromText, text } from './row.js';

export const PACKETA_FEED_TEMPLATE = 'https://www.zasilkovna.cz/api/v4/{apiKey}/branch.xml';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const BOX = /\b(z-?box|alzabox)\b/i;

const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  parseTagValue: false,
  isArray: (name) => name === 'branch',
});

function readBranch(entry: unknown): Candidate | null {
  if (!isRecord(entry)) return null;
  if (text(entry.country).toLowerCase() !== 'hu') return null;
  if (isRecord(entry.status) && text(entry.status.statusId) !== '1') return null;
  if ('displayFrontend' in entry && text(entry.displayFrontend) !== '1') return null;
  const regular = isRecord(entry.openingHours) && isRecord(entry.openingHours.regular) ? entry.openingHours.regular : {};
  const name = text(entry.name);
  return {
    ownId: text(entry.id),
    kind: BOX.test(`${name} ${text(entry.place)}`) ? 'locker' : 'counter',
    name,
    zipcode: text(entry.zip),
    city: text(entry.city),
    address: text(entry.street),
    lat: coordinate(entry.latitude),
    lng: coordinate(entry.longitude),
    openingHours: DAYS.flatMap((key, index) => spansFromText(index + 1, regular[key])),
  };
}

/** Parses Packeta's v4 branch export (XML). Throws `FeedFormatError` when the document is not one. */
export function loadPacketa(document: string): LoadResult {
  const valid = XMLValidator.validate(document);
  if (valid !== true) throw new FeedFormatError(`The Packeta feed is not XML (${valid.err.msg}, line ${valid.err.line}).`);
  const parsed: unknown = parser.parse(document);
  const root = isRecord(parsed) ? Object.values(parsed).find((value) => isRecord(value) && 'branches' in value) : undefined;
  if (!isRecord(root)) {
    throw new FeedFormatError(
      'The Packeta feed is not Packeta’s branch export: no <branches> element (api/v4/{key}/branch.xml; an invalid key answers an error text).',
    );
  }
  const branches = isRecord(root.branches) ? list(root.branches.branch) : [];
  return collect('packeta', branches, readBranch);
}
