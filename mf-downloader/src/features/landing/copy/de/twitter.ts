import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'twitter',
  eyebrow: 'Twitter-/X-Downloader',
  heading: 'Videos und GIFs von X (Twitter) herunterladen',
  intro:
    'Speichern Sie Videos und animierte GIFs aus Posts auf X, ehemals Twitter, als MP4 in jeder Qualität, die X anbietet. Fügen Sie einfach den Link des Posts ein; für öffentliche Posts brauchen Sie kein X-Konto.',
  placeholder: 'https://x.com/user/status/… oder https://twitter.com/user/status/…',
  hint: 'Links von x.com, twitter.com und mobile.twitter.com funktionieren alle.',
  shareText: null,
  steps: [
    { title: 'Link zum Post kopieren', text: 'Tippen Sie in der X-App unter dem Post auf das Teilen-Symbol und wählen Sie „Link kopieren“. Im Web klicken Sie auf den Post und kopieren die /status/-Adresse.' },
    { title: 'Hier einfügen', text: 'Fügen Sie den Link oben ein und klicken Sie auf „Herunterladen“. Enthält ein Post mehrere Videos, wird jedes einzeln aufgelistet.' },
    { title: 'Auflösung wählen', text: 'X bietet meist drei oder vier MP4-Größen an. Wählen Sie die größte für die beste Qualität oder eine kleinere, um Datenvolumen zu sparen.' },
  ],
  formats: [
    { title: 'MP4 in mehreren Größen', text: 'Meist 480p, 720p und 1080p in H.264 mit AAC-Ton, jeweils unverändert herunterladbar.' },
    { title: 'GIFs als MP4', text: 'X speichert GIFs als kurze, tonlose MP4-Schleifen; Sie erhalten genau dieses MP4, das kleiner und schärfer ist als ein echtes GIF.' },
    { title: 'HLS-Varianten', text: 'Manche Posts werden nur per HLS gestreamt; diese Varianten fügen wir für Sie zu einer einzigen MP4-Datei zusammen.' },
  ],
  faq: [
    { question: 'Kann ich von geschützten Konten herunterladen?', answer: 'Nein. Posts geschützter (privater) Konten sind nur für bestätigte Follower sichtbar und können daher nicht heruntergeladen werden.' },
    { question: 'Warum gibt es keinen Ton?', answer: 'Wenn Sie ein GIF heruntergeladen haben, ist das normal: GIFs auf X haben keine Tonspur. Gewöhnliche Videos enthalten AAC-Ton.' },
    { question: 'Funktioniert es mit Spaces oder Livestreams?', answer: 'Beendete Übertragungen, die X als Aufzeichnung behält, lassen sich oft herunterladen; laufende Livestreams und der Ton von Spaces werden nicht unterstützt.' },
    { question: 'Muss ich mich bei X anmelden?', answer: 'Nein. Öffentliche Posts lassen sich ohne Konto herunterladen, und nach Ihrem X-Passwort fragen wir nie.' },
  ],
};
