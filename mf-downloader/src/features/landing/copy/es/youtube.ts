import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'youtube',
  eyebrow: 'Descargador de YouTube',
  heading: 'Descarga vídeos, Shorts y audio de YouTube',
  intro:
    'Guarda cualquier vídeo, Short o canción pública de YouTube en MP4, WebM o M4A, en todas las calidades que emite YouTube, desde 144p hasta 4K. Pega el enlace, elige una calidad y descarga; sin extensiones y sin cuenta.',
  placeholder: 'https://www.youtube.com/watch?v=… o https://youtu.be/…',
  hint: 'Funcionan las páginas de reproducción, los enlaces cortos youtu.be, los Shorts y los enlaces de music.youtube.com.',
  shareText: null,
  steps: [
    { title: 'Copia el enlace del vídeo', text: 'En la app de YouTube, toca Compartir debajo del vídeo y luego Copiar enlace. En el ordenador, copia la dirección de la barra del navegador; si es un Short, copia la dirección /shorts/.' },
    { title: 'Pégalo aquí', text: 'Pega el enlace en el cuadro de arriba y pulsa Descargar. Te mostramos todos los flujos que ofrece YouTube para ese vídeo.' },
    { title: 'Elige una calidad', text: 'Elige 1080p, 4K o una pista de solo audio. Las resoluciones altas se unen con la pista de audio en nuestro servidor antes de que las guardes.' },
  ],
  formats: [
    { title: 'Vídeo con sonido hasta 720p', text: 'YouTube todavía ofrece un MP4 combinado en 360p o 720p para la mayoría de los vídeos; se descarga tal cual.' },
    { title: '1080p, 1440p y 4K (DASH)', text: 'Las calidades superiores llegan como flujos DASH solo de vídeo (MP4/H.264, WebM/VP9 o AV1). Unimos el vídeo con la mejor pista de audio sin recodificar.' },
    { title: 'Solo audio', text: 'Pistas M4A (AAC, unos 128 kbps) y WebM (Opus, hasta unos 160 kbps), ideales para música, charlas y pódcasts publicados en YouTube.' },
  ],
  faq: [
    { question: '¿Por qué 1080p tarda un poco más que 720p?', answer: 'Por encima de 720p, YouTube sirve la imagen y el sonido como flujos DASH separados. Nuestro servidor descarga ambos y los une copiando los flujos tal cual, lo que lleva desde unos segundos hasta unos minutos según la duración del vídeo.' },
    { question: '¿Puedo descargar YouTube Shorts?', answer: 'Sí. Copia el Short con Compartir › Copiar enlace y pégalo. Los Shorts son vídeos verticales, así que la resolución aparece como 1080x1920 en lugar de 1920x1080.' },
    { question: '¿Cómo consigo solo el audio en MP3 o M4A?', answer: 'Elige uno de los botones de Solo audio. M4A se reproduce en todas partes, incluidos el iPhone e iTunes; la pista WebM/Opus ofrece algo más de calidad con el mismo tamaño.' },
    { question: '¿Por qué un vídeo aparece como no disponible?', answer: 'Los vídeos privados, solo para miembros, con restricción de edad y algunos bloqueados por región requieren haber iniciado sesión en una cuenta de YouTube, y nunca te pedimos la tuya. Solo se pueden descargar vídeos públicos.' },
    { question: '¿Puedo descargar una lista de reproducción o un canal completos?', answer: 'Pega un vídeo cada vez. Un enlace de lista de reproducción que también indica un vídeo (watch?v=…&list=…) descarga solo ese vídeo.' },
  ],
};
