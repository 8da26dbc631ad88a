import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'facebook',
  eyebrow: 'Facebook-Downloader',
  heading: 'Facebook-Videos und Reels herunterladen',
  intro: 'Speichern Sie öffentliche Facebook-Videos, Reels und Aufzeichnungen öffentlicher Live-Videos als MP4 in SD oder HD – von einer Seite, einem öffentlichen Profil oder einer öffentlichen Gruppe.',
  placeholder: 'https://www.facebook.com/…/videos/… oder https://fb.watch/…',
  hint: 'Unterstützt werden Video- und Reel-Links von facebook.com sowie fb.watch-Kurzlinks.',
  shareText: null,
  steps: [
    { title: 'Videolink kopieren', text: 'Tippen Sie in der Facebook-App unter dem Video auf „Teilen“ und dann auf „Link kopieren“. Am Computer öffnen Sie das Video und kopieren die Adresse oder nutzen das Drei-Punkte-Menü › „Link kopieren“.' },
    { title: 'Einfügen und verarbeiten', text: 'Fügen Sie den Link oben ein und klicken Sie auf „Herunterladen“, um die Qualitäten zu sehen, die Facebook anbietet.' },
    { title: 'SD oder HD herunterladen', text: 'Wählen Sie HD für das beste Bild oder SD für eine kleinere Datei; reine HD-Videostreams werden automatisch mit dem Ton zusammengeführt.' },
  ],
  formats: [
    { title: 'MP4 in SD und HD', text: 'Meist eine SD-Datei in 360p/480p mit Ton und eine HD-Version in 720p oder 1080p.' },
    { title: 'DASH-Streams', text: 'Reels und neuere Uploads kommen als getrennte DASH-Video- und -Audiostreams, die unser Server ohne Neucodierung zusammenführt.' },
  ],
  faq: [
    { question: 'Kann ich Videos aus privaten Gruppen oder aus Beiträgen nur für Freunde herunterladen?', answer: 'Nein. Herunterladen lassen sich nur Inhalte, die jeder ohne Anmeldung sehen kann.' },
    { question: 'Funktioniert es mit Reels?', answer: 'Ja. Kopieren Sie den Reel-Link über „Teilen“ › „Link kopieren“ und fügen Sie ihn ein; Reels werden als MP4-Dateien im Hochformat heruntergeladen.' },
    { question: 'Kann ich ein Live-Video herunterladen?', answer: 'Sobald ein öffentliches Live-Video beendet ist und Facebook die Aufzeichnung veröffentlicht hat, können Sie diese wie jedes andere Video herunterladen.' },
    { question: 'Warum fehlt die HD-Option?', answer: 'Facebook speichert nur für manche Uploads eine HD-Version. Fehlt sie, ist die SD-Datei die beste verfügbare Qualität.' },
  ],
};
