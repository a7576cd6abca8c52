import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import { LEGAL_TEXT_KINDS, type LegalTextKind } from '@bookshop/contracts/legal-texts';

const VERSION_ID = '5b0e8c7a-9d2f-4c1e-8a3b-6f4d2e1c0b9a';
const AT = '2026-06-19T09:30:00.000Z';

/** One version of a legal text, rendered for a page in one language. */
export class RenderedLegalTextView {
  @ApiProperty({ format: 'uuid', example: VERSION_ID })
  id: string;
  @ApiProperty({ enum: LEGAL_TEXT_KINDS, example: 'terms' })
  kind: LegalTextKind;
  @ApiProperty({ example: 3 })
  version: number;
  @ApiProperty({ format: 'date-time', example: AT })
  published_at: string;
  @ApiProperty({ enum: LANGUAGES, example: 'nl' })
  language: Language;
  @ApiProperty({ description: "The title: the text's first heading", example: 'Algemene voorwaarden' })
  title: string;
  @ApiProperty({
    description: 'Safe HTML made on the server from the Markdown (raw HTML is not allowed), company details filled in',
    example: '<h1>Algemene voorwaarden</h1>\n<p>…</p>',
  })
  html: string;
}

/** One version as staff edit it: the Markdown of the three languages. */
export class LegalTextVersionView {
  @ApiProperty({ format: 'uuid', example: VERSION_ID })
  id: string;
  @ApiProperty({ enum: LEGAL_TEXT_KINDS, example: 'terms' })
  kind: LegalTextKind;
  @ApiProperty({ example: 3 })
  version: number;
  @ApiProperty({ format: 'date-time', example: AT })
  published_at: string;
  @ApiProperty({ type: String, nullable: true, description: 'null for the shop’s own defaults', example: 'admin' })
  published_by: string | null;
  @ApiProperty({ example: '# شروط البيع\n\n…' })
  body_ar: string;
  @ApiProperty({ example: '# Terms and conditions\n\n…' })
  body_en: string;
  @ApiProperty({ example: '# Algemene voorwaarden\n\n…' })
  body_nl: string;
}
