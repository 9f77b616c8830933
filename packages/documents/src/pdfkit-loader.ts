// pdfkit (its code and font metrics, some 6 MB of heap and 0.2 s) loads with the first document a process
// renders, not when the server starts: most processes of the API never render one.
type PdfKit = typeof import('pdfkit');

let loading: Promise<PdfKit> | undefined;

export function loadPdfKit(): Promise<PdfKit> {
  loading ??= import('pdfkit').then((module) => module.default);
  return loading;
}
