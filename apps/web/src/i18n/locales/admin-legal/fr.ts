import type { adminLegalNl } from './nl';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const adminLegalFr: Texts<typeof adminLegalNl> = {
  title: 'Conditions générales et déclaration de confidentialité',
  intro:
    'Les conditions générales et la déclaration de confidentialité que les clients acceptent en commandant. Chaque enregistrement publie une nouvelle version ; les versions précédentes restent, en lecture seule, pour les commandes qui les ont acceptées.',
  kinds: { terms: 'Conditions générales (algemene voorwaarden)', privacy: 'Déclaration de confidentialité' },
  current: 'Actuelle : version {{version}} du {{date}}',
  none: 'Aucune version publiée.',
  text: 'Texte',
  textHelp: 'Les paragraphes sont séparés par une ligne vide ; une ligne commençant par « # » est un titre.',
  publish: 'Publier une nouvelle version',
  published: 'Version {{version}} publiée.',
  unchanged: 'Le texte est identique à la version actuelle.',
  versions: 'Versions précédentes',
  version: 'Version {{version}} · {{date}}',
  loadError: 'Impossible de charger les textes',
  publicPage: 'Voir la page publique',
};
