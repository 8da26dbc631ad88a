import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tiktok',
  eyebrow: 'Descargador de TikTok',
  heading: 'Descarga vídeos de TikTok sin marca de agua',
  intro:
    'Guarda vídeos de TikTok como archivos MP4 limpios, sin la marca de agua que se mueve por la pantalla, o quédate solo con el sonido en audio. Funciona con enlaces copiados desde la app de TikTok y desde tiktok.com, en el móvil y en el ordenador.',
  placeholder: 'https://www.tiktok.com/@user/video/… o https://vm.tiktok.com/…',
  hint: 'Los enlaces cortos para compartir (vm.tiktok.com, vt.tiktok.com) también sirven: los seguimos hasta el vídeo.',
  shareText: null,
  steps: [
    { title: 'Copia el enlace en TikTok', text: 'Abre el vídeo, toca la flecha de Compartir y elige Copiar enlace. En la web, copia la dirección de la página del vídeo.' },
    { title: 'Pega y procesa', text: 'Pega el enlace arriba y pulsa Descargar. Obtenemos el archivo original que se subió, no la versión grabada de la pantalla con la marca de agua.' },
    { title: 'Guarda el MP4', text: 'Elige el formato de vídeo para guardarlo, o el formato de solo audio para quedarte con el sonido.' },
  ],
  formats: [
    { title: 'MP4 sin marca de agua', text: 'Vídeo H.264 o H.265 con sonido AAC, normalmente en 576x1024 o 1080x1920, exactamente como lo subió su creador.' },
    { title: 'Solo audio', text: 'La banda sonora del vídeo en M4A/MP3 cuando TikTok la ofrece por separado.' },
  ],
  faq: [
    { question: '¿De verdad se elimina la marca de agua?', answer: 'Sí. TikTok guarda el archivo original por separado de la copia con el nombre de usuario superpuesto; nosotros descargamos el original, así que no se recorta ni se difumina nada.' },
    { question: '¿Puedo descargar carruseles de fotos de TikTok?', answer: 'Los carruseles son imágenes con música, no un archivo de vídeo. Normalmente puedes guardar su banda sonora; las imágenes en sí no se ofrecen como vídeo.' },
    { question: '¿Por qué falla un enlace de TikTok?', answer: 'No se pueden obtener los vídeos de cuentas privadas, los vídeos solo para amigos ni las publicaciones eliminadas. Comprueba que el vídeo se reproduce en una ventana privada del navegador sin iniciar sesión.' },
    { question: '¿Se entera el creador?', answer: 'No. Descargar a través de este sitio no interactúa con el creador ni con tu cuenta de TikTok. Respeta sus derechos y menciónalo cuando reutilices un clip.' },
  ],
};
