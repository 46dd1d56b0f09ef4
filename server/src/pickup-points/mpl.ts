/**
 * Magyar Posta's public list of its service points, "PartnerExtra" `PostInfo.xml`:
 * `https://httpmegosztas.posta.hu/PartnerExtra/Out/PostInfo.xml` (no credentials; described at
 * posta.hu/partnerextra). It lists post offices and postal partners, PostaPonts (MOL, Coop) and MPL
 * parcel machines in one file. MPL's authenticated API has a `/deliveryplace` call too; the public
 * file is used so that no contract is needed to offer MPL's points.
 *
 * Format (github.com/dfoddav2/shopickup-integration-layer, packages/adapters/MPL: PartnerExtra
 * parser and its test sample; other importers of the same file, found by code search):
 * `<postInfo timestamp="…">` holding `<post isPostPoint="0|1" zipCode="4955">` elements, each with
 * `ID`, `name`, `city`, `street` (`name`, `type`, `houseNumber`), `gpsData` (`EOVx`, `EOVy`,
 * `WGSLat`, `WGSLon`, decimals written with a comma: "48,028436"), `phoneArea`, `email`,
 * `workingHours culture="HU"` with one `days` element per open day (`day` "Hétfő" … "Vasárnap",
 * `From1`/`To1`, a second span `From2`/`To2`), `description` and `ServicePointType`: "PM" (post
 * office: postán maradó), "PP" (PostaPont) or "CS" (csomagautomata: a parcel machine).
 * Not confirmed: what `isPostPoint` means exactly, so it is not used to leave points out; a point
 * without `ServicePointType` is taken for a post office.
 */
import type { OpeningHours } from 'otthon/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type Candidate, collect, coordinate, FeedFormatError, isRecord, type LoadResult, list, span, text } from './row.js';

export const MPL_PUBLIC_FEED = 'https://httpmegosztas.posta.hu/PartnerExtra/Out/PostInfo.xml';

/** Hungarian day names, Monday first, folded (no accents, lower case). */
const DAYS = ['hetfo', 'kedd', 'szerda', 'csutortok', 'pentek', 'szombat', 'vasarnap'];
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  ignoreDeclaration: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'post' || name === 'days',
});

function readHours(workingHours: unknown): OpeningHours[] {
  if (!isRecord(workingHours)) return [];
  return list(workingHours.days).flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const day = DAYS.indexOf(fold(text(entry.day))) + 1;
    return [span(day, entry.From1, entry.To1), span(day, entry.From2, entry.To2)].filter((part): part is OpeningHours => part !== null);
  });
}

function readPost(entry: unknown): Candidate | null {
  if (!isRecord(entry)) return null;
  const street = isRecord(entry.street) ? entry.street : {};
  const gps = isRecord(entry.gpsData) ? entry.gpsData : {};
  const type = text(entry.ServicePointType).toUpperCase();
  return {
    ownId: text(entry.ID),
    kind: type === 'CS' ? 'locker' : 'counter',
    name: text(entry.name),
    zipcode: text(entry['@_zipCode']),
    city: text(entry.city),
    address: [text(street.name), text(street.type), text(street.houseNumber)].filter(Boolean).join(' '),
    lat: coordinate(gps.WGSLat),
    lng: coordinate(gps.WGSLon),
    openingHours: readHours(entry.workingHours),
  };
}

/** Parses Magyar Posta's PostInfo.xml. Throws `FeedFormatError` when the document is not one. */
export function loadMpl(document: string): LoadResult {
  const valid = XMLValidator.validate(document);
  if (valid !== true) throw new FeedFormatError(`The MPL feed is not XML (${valid.err.msg}, line ${valid.err.line}).`);
  const parsed: unknown = parser.parse(document);
  if (!isRecord(parsed) || !('postInfo' in parsed)) {
    throw new FeedFormatError('The MPL feed is not Magyar Posta’s PostInfo.xml: no <postInfo> root element.');
  }
  const root = isRecord(parsed.postInfo) ? parsed.postInfo : {};
  return collect('mpl', list(root.post), readPost);
}
