// Types of vocabulary.mjs, for the TypeScript tests.
export type VocabularyEntry = {
  '@id': string
  '@type': 'rdfs:Class' | 'rdf:Property'
  'rdfs:subClassOf'?: { '@id': string }[]
  'schema:domainIncludes'?: { '@id': string }[]
}
export declare function vocabularyFromTypings(typings: string): { '@graph': VocabularyEntry[] }
export declare function loadVocabulary(): Promise<{ '@graph': VocabularyEntry[] }>
