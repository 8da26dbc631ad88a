import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'bilibili',
  eyebrow: 'Descargador de Bilibili',
  heading: 'Descargar vídeos de Bilibili (哔哩哔哩)',
  intro:
    'Guarda vídeos de Bilibili en MP4 con sonido. Pega un enlace de bilibili.com, un enlace corto de b23.tv o, simplemente, el mensaje completo que comparte la app de Bilibili: nosotros encontramos el enlace dentro.',
  placeholder: 'https://www.bilibili.com/video/BV… o pega el mensaje para compartir de la app de Bilibili',
  hint: 'Funciona el texto completo que comparte la app, por ejemplo 【Título-哔哩哔哩】 https://b23.tv/…',
  shareText: 'bilibili',
  steps: [
    { title: 'Comparte desde la app de Bilibili', text: 'Toca el botón Compartir (分享) debajo del vídeo y elige Copiar enlace (复制链接). El mensaje que copias contiene un enlace de b23.tv; en un ordenador, copia en su lugar la dirección bilibili.com/video/BV….' },
    { title: 'Pega el mensaje completo', text: 'Pégalo arriba tal cual, con título y todo, y pulsa Descargar. No hace falta que saques el enlace tú mismo.' },
    { title: 'Elige una calidad', text: 'Elige entre 360p y 1080p. Bilibili sirve la imagen y el sonido por separado, así que los unimos por ti en un solo MP4.' },
  ],
  formats: [
    { title: 'Vídeo y audio DASH', text: 'Bilibili entrega vídeo AVC, HEVC o AV1 y audio AAC como flujos DASH separados; los botones de vídeo generan archivos MP4 ya combinados.' },
    { title: 'Solo audio', text: 'El flujo de audio M4A por sí solo, perfecto para música y clases grabadas.' },
  ],
  faq: [
    { question: '¿Puedo pegar el texto que copia la app de Bilibili?', answer: 'Sí. La app copia un mensaje como 【Título del vídeo-哔哩哔哩】 https://b23.tv/AbCdEf. Pégalo entero; extraemos el enlace https automáticamente.' },
    { question: '¿Qué calidades hay sin iniciar sesión?', answer: 'Los visitantes anónimos obtienen hasta 480p en muchos vídeos y hasta 1080p en otros. El 1080p+ de alta tasa de bits, el 4K y el HDR requieren iniciar sesión con una cuenta premium de Bilibili (大会员), algo que nunca hacemos.' },
    { question: '¿Funcionan los vídeos de varias partes?', answer: 'Cada parte tiene su propia página (…?p=2). Pega el enlace de la parte que quieras.' },
    { question: '¿Puedo descargar bangumi o cursos de pago?', answer: 'No. El anime con licencia, las películas y los cursos de pago están protegidos y reservados a miembros de pago; solo se pueden descargar las subidas públicas de los usuarios.' },
  ],
};
