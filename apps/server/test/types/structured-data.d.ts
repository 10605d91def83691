// Test-only packages that ship no type declarations.

declare module '@marbec/web-auto-extractor' {
  export interface ExtractedData {
    metatags: Record<string, string[]>;
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, unknown[]>;
    rdfa: Record<string, unknown[]>;
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path: { type?: string; property?: string; index?: number }[];
    fieldNames: string[];
    errorType?: string;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: unknown): Promise<ValidationIssue[]>;
  }
}
