/**
 * Files for the tests, written here rather than committed: the smallest Word, Excel and
 * PowerPoint files (ECMA-376 parts, stored in a ZIP) that LibreOffice and Office open, and
 * bitmaps and PNGs built byte by byte. Chinese runs name the fonts a document made on a Chinese Windows names (宋体,
 * 微软雅黑), which this machine does not have, so the tests see the font fallback that real
 * visitors' files go through.
 */
import zlib from 'node:zlib';
import { zip } from '../../files/zip';
import { escapeXml } from '../../../src/xml';

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const NS = {
  contentTypes: 'http://schemas.openxmlformats.org/package/2006/content-types',
  packageRels: 'http://schemas.openxmlformats.org/package/2006/relationships',
  officeDocument: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
  rels: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  word: 'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  sheet: 'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  drawing: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  presentation: 'http://schemas.openxmlformats.org/presentationml/2006/main',
};
const MAIN = 'application/vnd.openxmlformats-officedocument';

interface Part {
  name: string;
  contentType?: string;
  xml: string;
}

function relationships(rels: { id: string; type: string; target: string }[]): string {
  const items = rels.map((rel) => `<Relationship Id="${rel.id}" Type="${NS.rels}/${rel.type}" Target="${rel.target}"/>`);
  return `${XML_HEADER}<Relationships xmlns="${NS.packageRels}">${items.join('')}</Relationships>`;
}

/** The package: content types, the root relationship to the main part, and the parts. */
function ooxmlPackage(main: string, parts: Part[]): Buffer {
  const overrides = parts.filter((part) => part.contentType).map((part) => `<Override PartName="/${part.name}" ContentType="${part.contentType}"/>`);
  const contentTypes =
    `${XML_HEADER}<Types xmlns="${NS.contentTypes}">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    `<Default Extension="xml" ContentType="application/xml"/>${overrides.join('')}</Types>`;
  const rootRels = `${XML_HEADER}<Relationships xmlns="${NS.packageRels}"><Relationship Id="rId1" Type="${NS.officeDocument}" Target="${main}"/></Relationships>`;
  return zip([
    { name: '[Content_Types].xml', bytes: Buffer.from(contentTypes) },
    { name: '_rels/.rels', bytes: Buffer.from(rootRels) },
    ...parts.map((part) => ({ name: part.name, bytes: Buffer.from(part.xml) })),
  ]);
}

/** A run whose Chinese falls to 宋体 and whose Latin to Calibri, marked as Simplified Chinese. */
const wordRun = (text: string) =>
  '<w:r><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="宋体"/><w:lang w:val="en-US" w:eastAsia="zh-CN"/></w:rPr>' +
  `<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;

/** A Word document: one paragraph per line, and a page break before each page after the first. */
export function docx(pages: string[][]): Buffer {
  const body = pages
    .map((lines, page) => {
      const paragraphs = lines.map((line) => `<w:p>${wordRun(line)}</w:p>`);
      return page === 0 ? paragraphs.join('') : `<w:p><w:r><w:br w:type="page"/></w:r></w:p>${paragraphs.join('')}`;
    })
    .join('');
  // A4 with 2.5 cm margins, in twentieths of a point.
  const section = '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1418" w:right="1418" w:bottom="1418" w:left="1418" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr>';
  const document = `${XML_HEADER}<w:document xmlns:w="${NS.word}"><w:body>${body}${section}</w:body></w:document>`;
  return ooxmlPackage('word/document.xml', [{ name: 'word/document.xml', contentType: `${MAIN}.wordprocessingml.document.main+xml`, xml: document }]);
}

/**
 * A Word document showing a picture that is not in the file but linked (`TargetMode="External"`):
 * opening it would fetch `url` — what the conversion must not do for a visitor's file.
 */
export function docxWithLinkedPicture(url: string): Buffer {
  const drawingNs = 'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';
  const size = '<wp:extent cx="952500" cy="952500"/>';
  const picture =
    `<w:drawing><wp:inline>${size}<wp:docPr id="1" name="Picture 1"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">` +
    '<pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="linked.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="rIdLinked"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>' +
    '<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="952500" cy="952500"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing>';
  const document =
    `${XML_HEADER}<w:document xmlns:w="${NS.word}" xmlns:r="${NS.rels}" xmlns:a="${NS.drawing}" ${drawingNs}><w:body>` +
    `<w:p>${wordRun('下面是一张链接的图片 A linked picture below')}</w:p><w:p><w:r>${picture}</w:r></w:p></w:body></w:document>`;
  const rels = `${XML_HEADER}<Relationships xmlns="${NS.packageRels}"><Relationship Id="rIdLinked" Type="${NS.rels}/image" Target="${escapeXml(url)}" TargetMode="External"/></Relationships>`;
  return ooxmlPackage('word/document.xml', [
    { name: 'word/document.xml', contentType: `${MAIN}.wordprocessingml.document.main+xml`, xml: document },
    { name: 'word/_rels/document.xml.rels', xml: rels },
  ]);
}

/** Column letters of a 0-based column: 0 → A, 26 → AA. */
const columnName = (index: number): string => (index < 26 ? '' : columnName(Math.floor(index / 26) - 1)) + String.fromCharCode(65 + (index % 26));

/** An Excel workbook of one sheet; a cell that reads as a number is stored as one. */
export function xlsx(sheetName: string, rows: string[][]): Buffer {
  const cell = (value: string, row: number, column: number) => {
    const ref = `${columnName(column)}${row + 1}`;
    return /^-?\d+(\.\d+)?$/.test(value) ? `<c r="${ref}"><v>${value}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
  };
  const sheetRows = rows.map((cells, row) => `<row r="${row + 1}">${cells.map((value, column) => cell(value, row, column)).join('')}</row>`);
  const sheet = `${XML_HEADER}<worksheet xmlns="${NS.sheet}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`;
  const workbook = `${XML_HEADER}<workbook xmlns="${NS.sheet}" xmlns:r="${NS.rels}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  return ooxmlPackage('xl/workbook.xml', [
    { name: 'xl/workbook.xml', contentType: `${MAIN}.spreadsheetml.sheet.main+xml`, xml: workbook },
    { name: 'xl/_rels/workbook.xml.rels', xml: relationships([{ id: 'rId1', type: 'worksheet', target: 'worksheets/sheet1.xml' }]) },
    { name: 'xl/worksheets/sheet1.xml', contentType: `${MAIN}.spreadsheetml.worksheet+xml`, xml: sheet },
  ]);
}

/** One text box filling most of a 16:9 slide, a paragraph per line, Chinese in 微软雅黑. */
function slideXml(lines: string[]): string {
  const paragraphs = lines.map(
    (line) => `<a:p><a:r><a:rPr lang="zh-CN" sz="2800"><a:latin typeface="Calibri"/><a:ea typeface="微软雅黑"/></a:rPr><a:t>${escapeXml(line)}</a:t></a:r></a:p>`,
  );
  const box =
    '<p:sp><p:nvSpPr><p:cNvPr id="2" name="Text"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>' +
    '<p:spPr><a:xfrm><a:off x="457200" y="457200"/><a:ext cx="11277600" cy="5943600"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>' +
    `<p:txBody><a:bodyPr wrap="square"/><a:lstStyle/>${paragraphs.join('')}</p:txBody></p:sp>`;
  return shapeTree('p:sld', box);
}

const shapeTree = (root: string, shapes: string, extra = '') =>
  `${XML_HEADER}<${root} xmlns:a="${NS.drawing}" xmlns:r="${NS.rels}" xmlns:p="${NS.presentation}"><p:cSld><p:spTree>` +
  '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>' +
  `${shapes}</p:spTree></p:cSld>${extra}</${root}>`;

/** A PowerPoint presentation, one slide per entry; with the master and layout every slide needs. */
export function pptx(slides: string[][]): Buffer {
  const slideIds = slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 2}"/>`).join('');
  const presentation =
    `${XML_HEADER}<p:presentation xmlns:a="${NS.drawing}" xmlns:r="${NS.rels}" xmlns:p="${NS.presentation}">` +
    `<p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slideIds}</p:sldIdLst>` +
    '<p:sldSz cx="12192000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>';
  const colourMap = '<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>';
  const master = shapeTree('p:sldMaster', '', `${colourMap}<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst>`);
  const layout = shapeTree('p:sldLayout', '');
  const layoutRel = [{ id: 'rId1', type: 'slideLayout', target: '../slideLayouts/slideLayout1.xml' }];
  return ooxmlPackage('ppt/presentation.xml', [
    { name: 'ppt/presentation.xml', contentType: `${MAIN}.presentationml.presentation.main+xml`, xml: presentation },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      xml: relationships([
        { id: 'rId1', type: 'slideMaster', target: 'slideMasters/slideMaster1.xml' },
        ...slides.map((_, i) => ({ id: `rId${i + 2}`, type: 'slide', target: `slides/slide${i + 1}.xml` })),
      ]),
    },
    { name: 'ppt/slideMasters/slideMaster1.xml', contentType: `${MAIN}.presentationml.slideMaster+xml`, xml: master },
    { name: 'ppt/slideMasters/_rels/slideMaster1.xml.rels', xml: relationships(layoutRel) },
    { name: 'ppt/slideLayouts/slideLayout1.xml', contentType: `${MAIN}.presentationml.slideLayout+xml`, xml: layout },
    { name: 'ppt/slideLayouts/_rels/slideLayout1.xml.rels', xml: relationships([{ id: 'rId1', type: 'slideMaster', target: '../slideMasters/slideMaster1.xml' }]) },
    ...slides.flatMap((lines, i) => [
      { name: `ppt/slides/slide${i + 1}.xml`, contentType: `${MAIN}.presentationml.slide+xml`, xml: slideXml(lines) },
      { name: `ppt/slides/_rels/slide${i + 1}.xml.rels`, xml: relationships(layoutRel) },
    ]),
  ]);
}

export interface BmpParts {
  width: number;
  height: number;
  bits: number;
  /** Rows top to bottom, each row's bytes before padding. */
  rows: number[][];
  palette?: [number, number, number][];
  topDown?: boolean;
  /** BI_BITFIELDS masks (red, green, blue, alpha) in a V4-sized header. */
  masks?: [number, number, number, number];
}

/** A Windows bitmap with a BITMAPINFOHEADER (or, with masks, a V4 header), built byte by byte. */
export function bmp({ width, height, bits, rows, palette = [], topDown = false, masks }: BmpParts): Buffer {
  const headerSize = masks ? 108 : 40;
  const stride = Math.floor((bits * width + 31) / 32) * 4;
  const dataOffset = 14 + headerSize + palette.length * 4;
  const file = Buffer.alloc(dataOffset + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(dataOffset, 10);
  file.writeUInt32LE(headerSize, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(topDown ? -height : height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bits, 28);
  file.writeUInt32LE(masks ? 3 : 0, 30);
  file.writeUInt32LE(palette.length, 46);
  masks?.forEach((mask, i) => file.writeUInt32LE(mask, 54 + i * 4));
  palette.forEach(([r, g, b], i) => file.set([b, g, r, 0], 14 + headerSize + i * 4));
  rows.forEach((row, y) => file.set(row, dataOffset + stride * (topDown ? y : height - 1 - y)));
  return file;
}

/**
 * A real PNG of a `side` × `side` canvas, black and white so it stays small to make and to send
 * (about 50 kB for 20000): what a decompression bomb looks like.
 */
export function hugePng(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // 1 bit per pixel, greyscale
  // Each row: filter byte 0, then side / 8 bytes of pixels.
  const pixels = zlib.deflateSync(Buffer.alloc(side * (1 + Math.ceil(side / 8))));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
