import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'youtube',
  eyebrow: 'YouTube-Downloader',
  heading: 'YouTube-Videos, Shorts und Audio herunterladen',
  intro:
    'Speichern Sie jedes öffentliche YouTube-Video, jeden Short und jeden Musiktitel als MP4, WebM oder M4A in jeder Qualität, die YouTube streamt – von 144p bis 4K. Link einfügen, Qualität wählen, herunterladen: ohne Erweiterung, ohne Konto.',
  placeholder: 'https://www.youtube.com/watch?v=… oder https://youtu.be/…',
  hint: 'Wiedergabeseiten, youtu.be-Kurzlinks, Shorts und Links von music.youtube.com funktionieren alle.',
  shareText: null,
  steps: [
    { title: 'Videolink kopieren', text: 'Tippen Sie in der YouTube-App unter dem Video auf „Teilen“ und dann auf „Link kopieren“. Am Computer kopieren Sie die Adresse aus der Adressleiste des Browsers; bei einem Short die /shorts/-Adresse.' },
    { title: 'Hier einfügen', text: 'Fügen Sie den Link in das Feld oben ein und klicken Sie auf „Herunterladen“. Wir listen jeden Stream auf, den YouTube für dieses Video anbietet.' },
    { title: 'Qualität wählen', text: 'Wählen Sie 1080p, 4K oder einen reinen Audiostream. Hohe Auflösungen werden auf unserem Server mit der Tonspur zusammengeführt, bevor Sie sie speichern.' },
  ],
  formats: [
    { title: 'Video mit Ton bis 720p', text: 'Für die meisten Videos liefert YouTube weiterhin ein kombiniertes MP4 in 360p oder 720p; es wird unverändert heruntergeladen.' },
    { title: '1080p, 1440p und 4K (DASH)', text: 'Höhere Qualitäten kommen als reine DASH-Videostreams (MP4/H.264, WebM/VP9 oder AV1). Wir führen das Video ohne Neukodierung mit der besten Tonspur zusammen.' },
    { title: 'Nur Audio', text: 'M4A-Streams (AAC, etwa 128 kbit/s) und WebM-Streams (Opus, bis etwa 160 kbit/s), ideal für Musik, Vorträge und Podcasts, die auf YouTube veröffentlicht werden.' },
  ],
  faq: [
    { question: 'Warum dauert 1080p etwas länger als 720p?', answer: 'Oberhalb von 720p liefert YouTube Bild und Ton als getrennte DASH-Streams. Unser Server lädt beide herunter und fügt sie per Stream-Kopie zusammen; das dauert je nach Länge des Videos einige Sekunden bis wenige Minuten.' },
    { question: 'Kann ich YouTube Shorts herunterladen?', answer: 'Ja. Kopieren Sie den Short über „Teilen“ › „Link kopieren“ und fügen Sie ihn ein. Shorts sind Hochformatvideos, daher lautet die Auflösung 1080x1920 statt 1920x1080.' },
    { question: 'Wie bekomme ich nur den Ton als MP3 oder M4A?', answer: 'Wählen Sie eine der Schaltflächen unter „Nur Audio“. M4A läuft überall, auch auf dem iPhone und in iTunes; der WebM/Opus-Stream bietet bei gleicher Größe eine etwas bessere Qualität.' },
    { question: 'Warum wird ein Video als nicht verfügbar angezeigt?', answer: 'Private Videos, Videos nur für Kanalmitglieder, altersbeschränkte und manche regional gesperrte Videos erfordern ein angemeldetes YouTube-Konto, und nach Ihrem fragen wir nie. Nur öffentliche Videos können heruntergeladen werden.' },
    { question: 'Kann ich eine ganze Playlist oder einen ganzen Kanal herunterladen?', answer: 'Fügen Sie jeweils ein einzelnes Video ein. Ein Playlist-Link, der zusätzlich ein Video angibt (watch?v=…&list=…), lädt genau dieses eine Video herunter.' },
  ],
};
