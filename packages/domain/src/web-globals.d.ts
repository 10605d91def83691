// The WHATWG URL API is global in every runtime the domain runs in (Node and browsers); the
// domain's lib setting (ES only, no DOM, no Node types) keeps everything else out.
interface DomainUrlSearchParams {
  entries(): IterableIterator<[string, string]>;
  toString(): string;
}

declare class URL {
  constructor(input: string, base?: string);
  hostname: string;
  port: string;
  pathname: string;
  protocol: string;
  searchParams: DomainUrlSearchParams;
  href: string;
}

declare class URLSearchParams {
  constructor(init?: string[][] | Record<string, string> | string);
  toString(): string;
}
