import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tiktok',
  eyebrow: 'TikTok-Downloader',
  heading: 'TikTok-Videos ohne Wasserzeichen herunterladen',
  intro:
    'Speichern Sie TikTok-Videos als saubere MP4-Dateien ohne das wandernde Wasserzeichen, oder behalten Sie nur den Ton als Audio. Das funktioniert mit Links aus der TikTok-App und von tiktok.com, auf dem Smartphone wie am Computer.',
  placeholder: 'https://www.tiktok.com/@user/video/… oder https://vm.tiktok.com/…',
  hint: 'Kurze Teilen-Links (vm.tiktok.com, vt.tiktok.com) sind kein Problem: Wir folgen ihnen bis zum Video.',
  shareText: null,
  steps: [
    { title: 'Link in TikTok kopieren', text: 'Öffnen Sie das Video, tippen Sie auf den „Teilen“-Pfeil und wählen Sie „Link kopieren“. Auf der Website kopieren Sie die Adresse der Videoseite.' },
    { title: 'Einfügen und verarbeiten', text: 'Fügen Sie den Link oben ein und klicken Sie auf „Herunterladen“. Wir holen den Original-Upload, nicht die vom Bildschirm aufgenommene Fassung mit Wasserzeichen.' },
    { title: 'MP4 speichern', text: 'Wählen Sie das Videoformat, um das Video zu speichern, oder das Nur-Audio-Format, um nur den Ton zu behalten.' },
  ],
  formats: [
    { title: 'MP4 ohne Wasserzeichen', text: 'H.264- oder H.265-Video mit AAC-Ton, meist in 576x1024 oder 1080x1920, genau so, wie der Creator es hochgeladen hat.' },
    { title: 'Nur Audio', text: 'Die Tonspur des Videos als M4A/MP3, wenn TikTok sie separat bereitstellt.' },
  ],
  faq: [
    { question: 'Wird das Wasserzeichen wirklich entfernt?', answer: 'Ja. TikTok speichert den Original-Upload getrennt von der Kopie mit eingeblendetem Nutzernamen; wir laden das Original herunter, also wird nichts beschnitten oder verwischt.' },
    { question: 'Kann ich TikTok-Foto-Slideshows herunterladen?', answer: 'Slideshows sind Bilder mit Musik, keine Videodatei. Ihren Soundtrack können Sie meist speichern; die Bilder selbst werden nicht als Video angeboten.' },
    { question: 'Warum funktioniert ein TikTok-Link nicht?', answer: 'Private Konten, Videos nur für Freunde und gelöschte Beiträge lassen sich nicht abrufen. Prüfen Sie, ob das Video in einem privaten Browserfenster ohne Anmeldung abgespielt wird.' },
    { question: 'Wird der Creator benachrichtigt?', answer: 'Nein. Ein Download über diese Website interagiert weder mit dem Creator noch mit Ihrem TikTok-Konto. Bitte respektieren Sie seine Rechte und nennen Sie ihn, wenn Sie einen Clip weiterverwenden.' },
  ],
};
