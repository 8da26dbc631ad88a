import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'vimeo',
  eyebrow: 'Descargador de Vimeo',
  heading: 'Descargar vídeos de Vimeo en HD',
  intro: 'Guarda vídeos públicos de Vimeo en 360p, 540p, 720p, 1080p o 4K. Vimeo los transmite por HLS y DASH; leemos la lista de pistas y convertimos tu elección en un único archivo MP4.',
  placeholder: 'https://vimeo.com/123456789',
  hint: 'Se admiten enlaces de vídeos de vimeo.com y enlaces de inserción de player.vimeo.com.',
  shareText: null,
  steps: [
    { title: 'Copia el enlace de Vimeo', text: 'En la página del vídeo, haz clic en Compartir y copia el enlace, o copia la dirección vimeo.com/… de la barra del navegador.' },
    { title: 'Pega y procesa', text: 'Pega el enlace arriba y pulsa Descargar para ver todas las versiones que ha publicado el creador.' },
    { title: 'Elige una versión', text: 'Elige la resolución que necesites; las pistas de imagen y sonido separadas se combinan en un solo archivo.' },
  ],
  formats: [
    { title: 'Versiones HLS', text: 'La mayoría de los vídeos de Vimeo se transmiten en HLS (.m3u8) en varias resoluciones, cada una con su tasa de bits.' },
    { title: 'MP4 progresivo', text: 'Algunos vídeos todavía ofrecen archivos MP4 directos, que se descargan al instante sin tener que combinar nada.' },
    { title: 'Pista de audio', text: 'Solo la pista de audio, útil para charlas y videoclips.' },
  ],
  faq: [
    { question: '¿Puedo descargar vídeos de Vimeo protegidos con contraseña?', answer: 'No. No se pueden descargar los vídeos protegidos con contraseña, los enlaces privados que no te han compartido ni los títulos de pago de Vimeo On Demand.' },
    { question: '¿Y el botón Descargar del propio Vimeo?', answer: 'Cuando el creador lo activa, el botón de Vimeo te da el archivo original. Usa esta herramienta cuando ese botón no aparece pero el vídeo es público.' },
    { question: '¿Por qué hay tantas opciones parecidas?', answer: 'Vimeo codifica cada resolución para distintas velocidades de conexión y, a veces, con distintos códecs. El tamaño y la tasa de bits de cada botón te permiten distinguirlas.' },
    { question: '¿Puedo descargar vídeos de Vimeo insertados en otras webs?', answer: 'Pega la dirección player.vimeo.com del vídeo insertado. Algunos solo se reproducen en el sitio que los aloja y no se pueden obtener desde otro lugar.' },
  ],
};
