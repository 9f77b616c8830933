import type { SeededRandom } from './seeded-random.ts';

export type PostalAddress = {
  street: string;
  houseNumber: string;
  zipcode: string;
  city: string;
  country: string;
};

// Real cities with (roughly) their postcode ranges; weight ≈ population in tens of thousands.
// biome-ignore format: a table reads better one city per line
const dutchCities: readonly (readonly [city: string, firstPostcode: number, lastPostcode: number, weight: number])[] = [
  ['Amsterdam', 1011, 1109, 93], ['Rotterdam', 3011, 3089, 66], ['Den Haag', 2491, 2597, 56],
  ['Utrecht', 3511, 3585, 37], ['Eindhoven', 5611, 5658, 24], ['Groningen', 9711, 9747, 24],
  ['Tilburg', 5011, 5049, 22], ['Almere', 1311, 1365, 22], ['Breda', 4811, 4839, 19],
  ['Nijmegen', 6511, 6546, 18], ['Apeldoorn', 7311, 7339, 17], ['Haarlem', 2011, 2037, 17],
  ['Arnhem', 6811, 6846, 17], ['Enschede', 7511, 7548, 16], ['Amersfoort', 3811, 3829, 16],
  ['Zaandam', 1501, 1509, 16], ['Zwolle', 8011, 8046, 13], ['Leiden', 2311, 2334, 13],
  ['Maastricht', 6211, 6229, 12], ['Dordrecht', 3311, 3329, 12], ['Zoetermeer', 2711, 2729, 13],
  ['Delft', 2611, 2629, 10], ['Leeuwarden', 8911, 8939, 12], ["'s-Hertogenbosch", 5211, 5249, 16],
  ['Alkmaar', 1811, 1827, 11], ['Deventer', 7411, 7431, 10], ['Hilversum', 1211, 1223, 9],
  ['Venlo', 5911, 5935, 10], ['Gouda', 2801, 2809, 7], ['Middelburg', 4331, 4339, 5],
  ['Assen', 9401, 9409, 7], ['Helmond', 5701, 5709, 9], ['Heerlen', 6411, 6419, 9],
  ['Ede', 6711, 6718, 12], ['Emmen', 7811, 7828, 10], ['Westland', 2671, 2691, 11],
  ['Purmerend', 1441, 1448, 8], ['Schiedam', 3111, 3125, 8], ['Roosendaal', 4701, 4709, 8],
  ['Oss', 5341, 5352, 9], ['Lelystad', 8211, 8245, 8], ['Hoorn', 1621, 1628, 7],
  ['Vlaardingen', 3131, 3138, 7], ['Bergen op Zoom', 4611, 4625, 7], ['Veenendaal', 3901, 3907, 7],
  ['Harderwijk', 3841, 3849, 5], ['Kampen', 8261, 8267, 5], ['Sneek', 8601, 8608, 3],
  ['Goes', 4461, 4465, 4], ['Meppel', 7941, 7946, 3],
];

// biome-ignore format: a word list reads better packed
const dutchStreets: readonly string[] = [
  'Kerkstraat', 'Schoolstraat', 'Molenweg', 'Dorpsstraat', 'Stationsweg', 'Julianastraat', 'Wilhelminastraat',
  'Beatrixlaan', 'Oranjestraat', 'Nieuwstraat', 'Emmastraat', 'Prins Bernhardlaan', 'Sportlaan', 'Parallelweg',
  'Industrieweg', 'Lindelaan', 'Eikenlaan', 'Beukenlaan', 'Kastanjelaan', 'Berkenlaan', 'Populierenlaan',
  'Rozenstraat', 'Tulpstraat', 'Jan van Goyenstraat', 'Van Goghstraat', 'Rembrandtlaan', 'Vondelstraat',
  'Hoofdstraat', 'Marktstraat', 'Raadhuisstraat', 'Burgemeester de Withstraat', 'Prinsengracht', 'Herengracht',
  'Havenstraat', 'Spoorstraat', 'Kanaalweg', 'Zuiderweg', 'Noorderweg', 'Westeinde', 'Oosteinde', 'Meidoornlaan',
  'Merelstraat', 'Zwaluwstraat', 'Lijsterbeslaan', 'Acacialaan', 'Esdoornlaan', 'Dahliastraat', 'Irisstraat',
  'Prinses Irenestraat', 'Koningin Julianalaan', 'Graaf Florisstraat', 'Johan de Wittlaan', 'Thorbeckestraat',
  'Frans Halsstraat', 'Vermeerstraat', 'Steenstraat', 'Achterweg', 'Veldweg', 'Hogeweg', 'Middenweg',
  'Ringweg', 'Brugstraat', 'Wagenweg', 'Bloemendaal', 'Zeeweg', 'Duinweg', 'Polderweg', 'Dijkstraat',
];

// Dutch postcodes never use F, I, O, Q, U or Y, nor the combinations SA, SD and SS.
const postcodeLetters = 'ABCDEGHJKLMNPRSTVWXZ';
const forbiddenLetterPairs = new Set(['SA', 'SD', 'SS']);
const cityChoices = dutchCities.map((city) => [city, city[3]] as const);

export function generateDutchHouseNumber(random: SeededRandom): string {
  const number = random.weighted([
    [random.int(1, 60), 6],
    [random.int(61, 250), 3],
    [random.int(251, 900), 1],
  ]);
  const suffix = random.weighted([
    ['', 85],
    [random.pick(['A', 'B', 'C']), 10],
    [`-${random.int(1, 4)}`, 5],
  ]);
  return `${number}${suffix}`;
}

export function generateDutchAddress(random: SeededRandom): PostalAddress {
  const [city, firstPostcode, lastPostcode] = random.weighted(cityChoices);
  let letters = random.chars(postcodeLetters, 2);
  while (forbiddenLetterPairs.has(letters)) letters = random.chars(postcodeLetters, 2);
  return {
    street: random.pick(dutchStreets),
    houseNumber: generateDutchHouseNumber(random),
    zipcode: `${random.int(firstPostcode, lastPostcode)} ${letters}`,
    city,
    country: 'NL',
  };
}

// biome-ignore format: a table reads better one address per line
const foreignAddresses: Record<'BE' | 'DE', readonly (readonly [street: string, zipcode: string, city: string])[]> = {
  BE: [['Meir', '2000', 'Antwerpen'], ['Veldstraat', '9000', 'Gent'], ['Bondgenotenlaan', '3000', 'Leuven'],
    ['Wetstraat', '1040', 'Brussel'], ['Steenstraat', '8000', 'Brugge']],
  DE: [['Friedrichstraße', '10117', 'Berlin'], ['Hohe Straße', '50667', 'Köln'], ['Königsallee', '40212', 'Düsseldorf'],
    ['Kaiserstraße', '60311', 'Frankfurt am Main'], ['Westenhellweg', '44137', 'Dortmund']],
};

export function generateForeignAddress(random: SeededRandom, country: 'BE' | 'DE'): PostalAddress {
  const [street, zipcode, city] = random.pick(foreignAddresses[country]);
  return { street, houseNumber: String(random.int(1, 180)), zipcode, city, country };
}
