import type { AdminOutboxTexts } from './en';

export const adminOutboxFr: AdminOutboxTexts = {
  title: 'File d’e-mails',
  intro:
    'Chaque e-mail que le portail a envoyé ou retient encore, le plus récent en premier. Sans serveur SMTP, le courrier reste ici : ouvrez-en un pour suivre ses liens. La production n’a pas cet écran.',
  subject: 'Objet',
  to: 'Destinataire',
  date: 'Date',
  status: 'Statut',
  statuses: { pending: 'En attente', sent: 'Envoyé', failed: 'Échec' },
  loading: 'Chargement de la file d’e-mails',
  loadingMail: 'Chargement de l’e-mail',
  loadFailed: 'Impossible de charger la file d’e-mails.',
  empty: 'Aucun e-mail pour l’instant.',
  close: 'Fermer',
};
