// The part of SaxonJS 2 (npm `saxon-js`, which ships no types) that the rule runner uses.
declare module 'saxon-js' {
  /** A parsed XML document in SaxonJS's own tree. */
  export interface XdmDocument {
    readonly nodeType: number;
  }

  export interface TransformOptions {
    stylesheetInternal: unknown;
    sourceNode: XdmDocument;
    destination: 'document';
  }

  export interface TransformResult {
    principalResult: XdmDocument;
  }

  export interface XPathOptions {
    namespaceContext?: Record<string, string>;
  }

  interface SaxonJS {
    getResource(options: { text: string; type: 'xml' }): Promise<XdmDocument>;
    transform(options: TransformOptions, execution: 'async'): Promise<TransformResult>;
    XPath: {
      evaluate(expression: string, context: XdmDocument, options?: XPathOptions): unknown;
    };
  }

  const saxonJs: SaxonJS;
  export default saxonJs;
}
