// The XMP metadata of the invoice PDF: PDF/A-3b identification, Dublin Core title and author, and
// for a Factur-X invoice the Factur-X schema (document type, file name, version, conformance level)
// with the PDF/A extension schema that declares it, as the Factur-X 1.0 specification gives it.
import { escapeXml } from './xml';

export const FACTURX_FILE_NAME = 'factur-x.xml';
/** The Factur-X profile the embedded CII follows (the XMP's fx:ConformanceLevel). */
export const FACTURX_CONFORMANCE = 'EN 16931';
export const FACTURX_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

export interface XmpInput {
  readonly title: string;
  readonly author: string;
  readonly producer: string;
  readonly createdAt: string;
  /** Whether the PDF embeds a Factur-X XML. */
  readonly facturX: boolean;
}

const FACTURX_EXTENSION = `
   <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
    <pdfaExtension:schemas>
     <rdf:Bag>
      <rdf:li rdf:parseType="Resource">
       <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
       <pdfaSchema:namespaceURI>${FACTURX_NS}</pdfaSchema:namespaceURI>
       <pdfaSchema:prefix>fx</pdfaSchema:prefix>
       <pdfaSchema:property>
        <rdf:Seq>
         <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentFileName</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The name of the embedded XML document</pdfaProperty:description></rdf:li>
         <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentType</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The type of the hybrid document in capital letters, e.g. INVOICE or ORDER</pdfaProperty:description></rdf:li>
         <rdf:li rdf:parseType="Resource"><pdfaProperty:name>Version</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The actual version of the standard applying to the embedded XML document</pdfaProperty:description></rdf:li>
         <rdf:li rdf:parseType="Resource"><pdfaProperty:name>ConformanceLevel</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The conformance level of the embedded XML document</pdfaProperty:description></rdf:li>
        </rdf:Seq>
       </pdfaSchema:property>
      </rdf:li>
     </rdf:Bag>
    </pdfaExtension:schemas>
   </rdf:Description>
   <rdf:Description rdf:about="" xmlns:fx="${FACTURX_NS}">
    <fx:DocumentType>INVOICE</fx:DocumentType>
    <fx:DocumentFileName>${FACTURX_FILE_NAME}</fx:DocumentFileName>
    <fx:Version>1.0</fx:Version>
    <fx:ConformanceLevel>${FACTURX_CONFORMANCE}</fx:ConformanceLevel>
   </rdf:Description>`;

/** The XMP packet (UTF-8 text). */
export function facturXXmp(input: XmpInput): string {
  const when = input.createdAt.replace(/\.\d+Z$/, 'Z');
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
   <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
    <pdfaid:part>3</pdfaid:part>
    <pdfaid:conformance>B</pdfaid:conformance>
   </rdf:Description>
   <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:format>application/pdf</dc:format>
    <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(input.title)}</rdf:li></rdf:Alt></dc:title>
    <dc:creator><rdf:Seq><rdf:li>${escapeXml(input.author)}</rdf:li></rdf:Seq></dc:creator>
   </rdf:Description>
   <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
    <pdf:Producer>${escapeXml(input.producer)}</pdf:Producer>
   </rdf:Description>
   <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
    <xmp:CreateDate>${when}</xmp:CreateDate>
    <xmp:ModifyDate>${when}</xmp:ModifyDate>
    <xmp:CreatorTool>${escapeXml(input.producer)}</xmp:CreatorTool>
   </rdf:Description>${input.facturX ? FACTURX_EXTENSION : ''}
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}
