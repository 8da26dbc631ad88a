import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'soundcloud',
  eyebrow: 'Descargador de SoundCloud',
  heading: 'Descargar canciones de SoundCloud en MP3',
  intro:
    'Guarda canciones, mezclas y sesiones de DJ públicas de SoundCloud para escucharlas sin conexión. Pega el enlace de la canción y elige entre los flujos MP3 y Opus que ofrece SoundCloud.',
  placeholder: 'https://soundcloud.com/artist/track',
  hint: 'Se admiten enlaces de canciones de soundcloud.com y enlaces cortos de snd.sc / on.soundcloud.com.',
  shareText: null,
  steps: [
    { title: 'Copia el enlace de la canción', text: 'En la app de SoundCloud, toca los tres puntos › Compartir › Copiar enlace. En la web, copia la dirección de la página de la canción (no la del artista).' },
    { title: 'Pega y procesa', text: 'Pega el enlace arriba y pulsa Descargar para ver los flujos de audio disponibles.' },
    { title: 'Guarda el audio', text: 'Elige MP3 para la máxima compatibilidad u Opus para una mejor calidad con el mismo tamaño.' },
  ],
  formats: [
    { title: 'MP3 a 128 kbps', text: 'El flujo MP3 progresivo o HLS que se reproduce en cualquier dispositivo.' },
    { title: 'Opus o AAC (HLS)', text: 'Flujos más eficientes, de unos 64–160 kbps, unidos a partir de segmentos HLS en un solo archivo.' },
  ],
  faq: [
    { question: '¿Puedo descargar canciones de SoundCloud Go+?', answer: 'No. Las canciones reservadas a suscriptores solo ofrecen al público una vista previa de 30 segundos, y las versiones completas están protegidas.' },
    { question: '¿Y el botón de descarga del propio artista?', answer: 'Si un artista activa las descargas, el botón de SoundCloud te da el archivo original, a menudo sin pérdida. Usa esta herramienta para las canciones públicas que no tienen ese botón.' },
    { question: '¿Puedo descargar una lista de reproducción entera?', answer: 'Por ahora, pega las canciones de una en una; la página de cada canción ofrece sus propios formatos.' },
    { question: '¿Por qué la tasa de bits es solo de 128 kbps?', answer: 'Es lo que SoundCloud transmite a los oyentes. No recodificamos, así que obtienes exactamente el flujo que sirve SoundCloud, sin pérdida añadida.' },
  ],
};
