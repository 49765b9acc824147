/**
 * Requests written in Spanish, French, German, Portuguese or Italian ("precio y nombre de cada
 * producto", "tous les livres avec titre et prix", "alle Produkte mit Name und Preis") read as the
 * English request they mean, so the one parser finds their record, fields and scope. Only the
 * common fields and the words that join them are known: the words of a field list, the nouns of
 * the records shops, shelves and boards list, and "every page". A request is translated only when
 * its words are plainly of one of these languages and not of English.
 */

export type RequestLanguage = 'es' | 'fr' | 'de' | 'pt' | 'it';

interface Language {
  /** Words common in a request of the language and rare in English ones. */
  markers: ReadonlySet<string>;
  /** Several words read as one, before single words: "tous les" → "all". */
  phrases: [RegExp, string][];
  /** One word each, folded (lower case, no accents). */
  words: Record<string, string>;
}

/** Words the record nouns and fields share across the Romance languages' spellings. */
const FIELDS_ES_PT_IT: Record<string, string> = {
  sku: 'sku',
  url: 'url',
  link: 'link',
  links: 'links',
};

const LANGUAGES: Record<RequestLanguage, Language> = {
  es: {
    markers: new Set(
      'y con cada los las del el todos todas de para precio precios nombre titulo producto productos libro libros articulos valoracion fecha enlace marca categoria disponibilidad autor imagen descripcion'.split(
        ' ',
      ),
    ),
    phrases: [
      [/\btod[oa]s l[oa]s paginas\b/g, 'every page'],
      [/\bcada pagina\b/g, 'every page'],
      [/\btod[oa]s (?:l[oa]s )?/g, 'all '],
      [/\bnumero de\b/g, 'number of'],
      [/\bfecha de publicacion\b/g, 'date'],
      [/\bcodigo de (?:producto|articulo)\b/g, 'sku'],
    ],
    words: {
      ...FIELDS_ES_PT_IT,
      y: 'and',
      e: 'and',
      con: 'with',
      de: 'of',
      del: 'of the',
      cada: 'each',
      el: 'the',
      la: 'the',
      los: 'the',
      las: 'the',
      su: 'its',
      sus: 'their',
      en: 'on',
      desde: 'from',
      obtener: 'get',
      obten: 'get',
      extraer: 'extract',
      extrae: 'extract',
      dame: 'give me',
      quiero: 'i want',
      saca: 'get',
      busca: 'find',
      muestra: 'show',
      muestrame: 'show me',
      lista: 'list',
      nombre: 'name',
      titulo: 'title',
      precio: 'price',
      precios: 'prices',
      referencia: 'sku',
      codigo: 'code',
      valoracion: 'rating',
      calificacion: 'rating',
      puntuacion: 'rating',
      autor: 'author',
      fecha: 'date',
      descripcion: 'description',
      imagen: 'image',
      imagenes: 'images',
      enlace: 'link',
      enlaces: 'links',
      categoria: 'category',
      marca: 'brand',
      disponibilidad: 'availability',
      resenas: 'reviews',
      opiniones: 'reviews',
      producto: 'product',
      productos: 'products',
      libro: 'book',
      libros: 'books',
      articulo: 'article',
      articulos: 'articles',
      noticia: 'story',
      noticias: 'stories',
      receta: 'recipe',
      recetas: 'recipes',
      empleo: 'job',
      empleos: 'jobs',
      evento: 'event',
      eventos: 'events',
      pagina: 'page',
      paginas: 'pages',
    },
  },
  fr: {
    markers: new Set(
      'et avec chaque les des du le tous toutes de prix titre nom produit produits livre livres auteur lien marque categorie disponibilite note'.split(
        ' ',
      ),
    ),
    phrases: [
      [/\btoutes les pages\b/g, 'every page'],
      [/\bchaque page\b/g, 'every page'],
      [/\b(?:tous|toutes) (?:les )?/g, 'all '],
      [/\bnombre d(?:e |'|’)/g, 'number of '],
      [/\bdate de publication\b/g, 'date'],
      [/\b([dl])(?:'|’)/g, '$1e '],
    ],
    words: {
      et: 'and',
      avec: 'with',
      de: 'of',
      du: 'of the',
      des: 'of the',
      chaque: 'each',
      le: 'the',
      la: 'the',
      les: 'the',
      leur: 'their',
      leurs: 'their',
      son: 'its',
      sa: 'its',
      ses: 'its',
      sur: 'on',
      obtenir: 'get',
      recupere: 'get',
      recuperer: 'get',
      extraire: 'extract',
      extrais: 'extract',
      donne: 'give',
      montre: 'show',
      trouve: 'find',
      moi: 'me',
      je: 'i',
      veux: 'want',
      voudrais: 'want',
      liste: 'list',
      nom: 'name',
      titre: 'title',
      prix: 'price',
      reference: 'sku',
      ref: 'sku',
      sku: 'sku',
      note: 'rating',
      evaluation: 'rating',
      auteur: 'author',
      date: 'date',
      description: 'description',
      image: 'image',
      images: 'images',
      lien: 'link',
      liens: 'links',
      url: 'url',
      categorie: 'category',
      marque: 'brand',
      disponibilite: 'availability',
      avis: 'reviews',
      produit: 'product',
      produits: 'products',
      livre: 'book',
      livres: 'books',
      article: 'article',
      articles: 'articles',
      recette: 'recipe',
      recettes: 'recipes',
      offre: 'job',
      offres: 'jobs',
      evenement: 'event',
      evenements: 'events',
      page: 'page',
      pages: 'pages',
    },
  },
  de: {
    markers: new Set(
      'und mit alle aller jede jedes jeder jedem der die das den dem von preis preise titel produkt produkte buch bucher artikel autor bewertung marke kategorie verfugbarkeit beschreibung'.split(
        ' ',
      ),
    ),
    phrases: [
      [/\balle seiten\b/g, 'every page'],
      [/\bjede seite\b/g, 'every page'],
      [/\banzahl (?:der )?/g, 'number of '],
    ],
    words: {
      und: 'and',
      mit: 'with',
      von: 'of',
      vom: 'of the',
      alle: 'all',
      allen: 'all',
      // "Titel und Datum aller Artikel": the genitive, "of all articles".
      aller: 'of all',
      jede: 'each',
      jedes: 'each',
      jeder: 'each',
      jedem: 'each',
      jeden: 'each',
      der: 'the',
      die: 'the',
      das: 'the',
      den: 'the',
      dem: 'the',
      ihre: 'their',
      ihren: 'their',
      seine: 'its',
      auf: 'on',
      hole: 'get',
      hol: 'get',
      extrahiere: 'extract',
      zeige: 'show',
      zeig: 'show',
      gib: 'give',
      finde: 'find',
      mir: 'me',
      ich: 'i',
      mochte: 'want',
      will: 'want',
      liste: 'list',
      name: 'name',
      namen: 'name',
      produktname: 'name',
      titel: 'title',
      preis: 'price',
      preise: 'prices',
      artikelnummer: 'sku',
      bestellnummer: 'sku',
      sku: 'sku',
      bewertung: 'rating',
      autor: 'author',
      datum: 'date',
      beschreibung: 'description',
      bild: 'image',
      bilder: 'images',
      link: 'link',
      links: 'links',
      url: 'url',
      kategorie: 'category',
      marke: 'brand',
      hersteller: 'brand',
      verfugbarkeit: 'availability',
      bewertungen: 'reviews',
      produkt: 'product',
      produkte: 'products',
      buch: 'book',
      bucher: 'books',
      artikel: 'articles',
      rezept: 'recipe',
      rezepte: 'recipes',
      stellenangebot: 'job',
      stellenangebote: 'jobs',
      veranstaltung: 'event',
      veranstaltungen: 'events',
      seite: 'page',
      seiten: 'pages',
    },
  },
  pt: {
    markers: new Set(
      'e com cada os as do da dos das todos todas de preco precos nome titulo produto produtos livro livros autor avaliacao marca categoria disponibilidade descricao'.split(
        ' ',
      ),
    ),
    phrases: [
      [/\btod[oa]s [oa]s paginas\b/g, 'every page'],
      [/\bcada pagina\b/g, 'every page'],
      [/\btod[oa]s (?:[oa]s )?/g, 'all '],
      [/\bnumero de\b/g, 'number of'],
    ],
    words: {
      ...FIELDS_ES_PT_IT,
      e: 'and',
      com: 'with',
      de: 'of',
      do: 'of the',
      da: 'of the',
      dos: 'of the',
      das: 'of the',
      cada: 'each',
      o: 'the',
      a: 'the',
      os: 'the',
      as: 'the',
      seu: 'its',
      seus: 'their',
      em: 'on',
      obter: 'get',
      obtenha: 'get',
      extrair: 'extract',
      extraia: 'extract',
      quero: 'i want',
      mostre: 'show',
      busque: 'find',
      lista: 'list',
      nome: 'name',
      titulo: 'title',
      preco: 'price',
      precos: 'prices',
      referencia: 'sku',
      codigo: 'code',
      avaliacao: 'rating',
      classificacao: 'rating',
      autor: 'author',
      data: 'date',
      descricao: 'description',
      imagem: 'image',
      imagens: 'images',
      categoria: 'category',
      marca: 'brand',
      disponibilidade: 'availability',
      avaliacoes: 'reviews',
      produto: 'product',
      produtos: 'products',
      livro: 'book',
      livros: 'books',
      artigo: 'article',
      artigos: 'articles',
      receita: 'recipe',
      receitas: 'recipes',
      vaga: 'job',
      vagas: 'jobs',
      evento: 'event',
      eventos: 'events',
      pagina: 'page',
      paginas: 'pages',
    },
  },
  it: {
    markers: new Set(
      'e con ogni il gli le di del della dei delle tutti tutte prezzo prezzi nome titolo prodotto prodotti libro libri autore valutazione marca categoria disponibilita descrizione'.split(
        ' ',
      ),
    ),
    phrases: [
      [/\btutte le pagine\b/g, 'every page'],
      [/\bogni pagina\b/g, 'every page'],
      [/\btutt[ie] (?:(?:i|gli|le) )?/g, 'all '],
      [/\bnumero di\b/g, 'number of'],
      [/\b(?:dell|l)(?:'|’)/g, 'the '],
    ],
    words: {
      ...FIELDS_ES_PT_IT,
      e: 'and',
      con: 'with',
      di: 'of',
      del: 'of the',
      della: 'of the',
      dei: 'of the',
      degli: 'of the',
      delle: 'of the',
      ogni: 'each',
      il: 'the',
      lo: 'the',
      la: 'the',
      i: 'the',
      gli: 'the',
      le: 'the',
      loro: 'their',
      su: 'on',
      ottieni: 'get',
      estrai: 'extract',
      voglio: 'i want',
      dammi: 'give me',
      mostrami: 'show me',
      trova: 'find',
      elenco: 'list',
      lista: 'list',
      nome: 'name',
      titolo: 'title',
      prezzo: 'price',
      prezzi: 'prices',
      codice: 'code',
      valutazione: 'rating',
      autore: 'author',
      data: 'date',
      descrizione: 'description',
      immagine: 'image',
      immagini: 'images',
      categoria: 'category',
      marca: 'brand',
      disponibilita: 'availability',
      recensioni: 'reviews',
      prodotto: 'product',
      prodotti: 'products',
      libro: 'book',
      libri: 'books',
      articolo: 'article',
      articoli: 'articles',
      ricetta: 'recipe',
      ricette: 'recipes',
      evento: 'event',
      eventi: 'events',
      pagina: 'page',
      pagine: 'pages',
    },
  },
};

/** English words a request is made of; a request with as many of these is read as English. */
const ENGLISH_MARKERS = new Set(
  'and with the of all each every from for get price prices name title author date image link category brand book books product products page pages'.split(
    ' ',
  ),
);

/** Fewest words of a language before a request is taken to be in it. */
const MIN_MARKERS = 2;

/** Lower case without accents: "Preço" and "preco", "Bücher" and "bucher" are one word. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
}

const WORD = /[a-z]+/g;

/** The language of a request among those known, or null when English or none of them. */
export function requestLanguage(text: string): RequestLanguage | null {
  const words = fold(text).match(WORD) ?? [];
  const english = words.filter((word) => ENGLISH_MARKERS.has(word)).length;
  let best: RequestLanguage | null = null;
  let bestCount = 0;
  for (const [code, language] of Object.entries(LANGUAGES) as [RequestLanguage, Language][]) {
    const count = words.filter((word) => language.markers.has(word)).length;
    if (count > bestCount) {
      best = code;
      bestCount = count;
    }
  }
  return best && bestCount >= MIN_MARKERS && bestCount > english ? best : null;
}

/**
 * The request in the English words the parser knows, when it is written in one of the known
 * languages; otherwise the text unchanged. Words it does not know stay as they are (folded).
 */
export function inEnglish(text: string): string {
  const code = requestLanguage(text);
  if (!code) return text;
  const language = LANGUAGES[code];
  let folded = fold(text);
  for (const [pattern, replacement] of language.phrases)
    folded = folded.replace(pattern, replacement);
  return folded.replace(WORD, (word) => language.words[word] ?? word);
}
