import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'vimeo',
  eyebrow: 'Vimeo-Downloader',
  heading: 'Vimeo-Videos in HD herunterladen',
  intro: 'Speichern Sie öffentliche Vimeo-Videos in 360p, 540p, 720p, 1080p oder 4K. Vimeo streamt über HLS und DASH; wir lesen die Streamliste und machen aus Ihrer Auswahl eine einzige MP4-Datei.',
  placeholder: 'https://vimeo.com/123456789',
  hint: 'Unterstützt werden Videolinks von vimeo.com und Einbettungslinks von player.vimeo.com.',
  shareText: null,
  steps: [
    { title: 'Vimeo-Link kopieren', text: 'Klicken Sie auf der Videoseite auf „Teilen“ und kopieren Sie den Link, oder kopieren Sie die Adresse vimeo.com/… aus der Adressleiste des Browsers.' },
    { title: 'Einfügen und verarbeiten', text: 'Fügen Sie den Link oben ein und klicken Sie auf „Herunterladen“, um jede Variante zu sehen, die der Urheber veröffentlicht hat.' },
    { title: 'Variante wählen', text: 'Wählen Sie die gewünschte Auflösung; getrennte Bild- und Tonstreams werden zu einer Datei zusammengeführt.' },
  ],
  formats: [
    { title: 'HLS-Varianten', text: 'Die meisten Vimeo-Videos werden als HLS (.m3u8) in mehreren Auflösungen gestreamt, jeweils mit ihrer Bitrate aufgeführt.' },
    { title: 'Progressives MP4', text: 'Manche Videos bieten noch direkte MP4-Dateien, die sofort und ohne Zusammenführen heruntergeladen werden.' },
    { title: 'Tonspur', text: 'Der Audiostream allein – nützlich für Vorträge und Musikvideos.' },
  ],
  faq: [
    { question: 'Kann ich passwortgeschützte Vimeo-Videos herunterladen?', answer: 'Nein. Videos hinter einem Passwort, private Links, die Sie nicht erhalten haben, und kostenpflichtige Titel von Vimeo On Demand lassen sich nicht herunterladen.' },
    { question: 'Was ist mit der Schaltfläche „Herunterladen“ auf Vimeo selbst?', answer: 'Wenn der Urheber sie aktiviert hat, liefert Vimeos eigene Schaltfläche die Originaldatei. Nutzen Sie dieses Tool, wenn diese Schaltfläche fehlt, das Video aber öffentlich ist.' },
    { question: 'Warum gibt es so viele ähnliche Optionen?', answer: 'Vimeo kodiert jede Auflösung für unterschiedliche Verbindungsgeschwindigkeiten und teils mit unterschiedlichen Codecs. Größe und Bitrate auf jeder Schaltfläche helfen, sie zu unterscheiden.' },
    { question: 'Kann ich eingebettete Vimeo-Videos herunterladen?', answer: 'Fügen Sie die player.vimeo.com-Adresse der Einbettung ein. Manche eingebetteten Videos laufen nur auf der Website, die sie einbindet, und lassen sich anderswo nicht abrufen.' },
  ],
};
