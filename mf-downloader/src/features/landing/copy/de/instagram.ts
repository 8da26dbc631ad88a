import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'instagram',
  eyebrow: 'Instagram-Downloader',
  heading: 'Instagram-Reels, -Videos und -Stories herunterladen',
  intro: 'Speichern Sie Instagram-Reels, Videobeiträge, IGTV-Videos und öffentliche Stories als MP4 mit Ton. Fügen Sie den Link eines öffentlichen Beitrags ein; eine Anmeldung bei Instagram ist hier nicht nötig.',
  placeholder: 'https://www.instagram.com/reel/… oder https://www.instagram.com/p/…',
  hint: 'Unterstützt werden Reel- (/reel/), Beitrags- (/p/) und IGTV-Links (/tv/) öffentlicher Konten.',
  shareText: null,
  steps: [
    { title: 'Link in Instagram kopieren', text: 'Tippen Sie unter dem Reel oder Beitrag auf das Papierflieger-Symbol zum Teilen und wählen Sie „Link kopieren“. Im Browser kopieren Sie die Adresse des Beitrags.' },
    { title: 'Hier einfügen', text: 'Fügen Sie den Link oben ein und klicken Sie auf „Herunterladen“. Bei Karussell-Beiträgen wird jedes enthaltene Video aufgelistet.' },
    { title: 'MP4 speichern', text: 'Wählen Sie eine Qualität; reine Videostreams werden auf unserem Server mit dem Ton zusammengeführt.' },
  ],
  formats: [
    { title: 'MP4 mit Ton', text: 'Reels und Beiträge in ihrer Upload-Auflösung, bei Reels meist bis 1080x1920.' },
    { title: 'DASH-Video und -Audio', text: 'Neuere Uploads kommen als getrennte Video- und Audiostreams; wählen Sie eine Videoqualität, und wir fügen den Ton hinzu.' },
    { title: 'Nur Audio', text: 'Die Tonspur eines Reels als M4A – praktisch für den Originalton eines Clips.' },
  ],
  faq: [
    { question: 'Kann ich von einem privaten Konto herunterladen?', answer: 'Nein. Beiträge und Stories privater Konten sind nur für bestätigte Follower sichtbar und können daher nicht heruntergeladen werden.' },
    { question: 'Funktionieren Stories?', answer: 'Öffentliche Stories, die noch online sind, lassen sich oft über ihren Story-Link abrufen. Instagram schränkt den anonymen Zugriff auf Stories ein, daher sind ein Highlight oder ein Videobeitrag zuverlässiger.' },
    { question: 'Erfährt der Kontoinhaber davon?', answer: 'Nein. Von Ihrem Konto aus wird nichts gepostet, geliked oder angesehen, denn es wird überhaupt kein Konto verwendet.' },
    { question: 'Warum bekomme ich nur Fotos?', answer: 'Bildbeiträge enthalten kein Video. Nur Reels, Videobeiträge und Video-Slides in Karussells ergeben hier herunterladbare Dateien.' },
  ],
};
