// More Latin-script languages for the sentence scorer (Hungarian, Tagalog, Indonesian/Malay,
// Turkish, Catalan, Croatian/Serbian/Bosnian, Swahili).
import { lexicon } from "./intent_lexicon.ts";

export const LATIN_MORE_LEXICONS = [
  lexicon("hu", {
    you: "te=,neked,nálad",
    addr:
      "asszisztens,nyelvi modell,modell,ágens,agens,mesterséges intelligencia,mesterseges intelligencia,mi=,chatbot,bot=",
    ovr:
      "hagyd figyelmen kívül,hagyd figyelmen kivul,hagyja figyelmen kívül,hagyja figyelmen kivul,felejtsd el,felejtse el,ne vedd figyelembe,ne vegye figyelembe,ne kövesd,ne kovesd,vesd el,töröld,torold,írd felül,ird felul,hagyd ki",
    obj:
      "utasítás,utasitas,szabály,szabaly,előírás,eloiras,irányelv,iranyelv,parancs,prompt,konfiguráci,konfiguraci,beállítás,beallitas,korlátoz,korlatoz,direktív,direktiv",
    prior: "korábbi,korabbi,előző,elozo,eredeti,fenti,régi,regi,kezdeti,rendszer",
    all: "összes,osszes,minden,valamennyi",
    state:
      "érvénytelen,ervenytelen,már nem érvényes,mar nem ervenyes,visszavon,hatályát veszt,lejárt,lejart",
    act:
      "küldd,kuldd,küldje,kuldje,továbbítsd,tovabbitsd,utald,töröld,torold,mutasd,fedd fel,írd ki,ird ki,oszd meg,tedd közzé,töltsd fel,toltsd fel,csatold,másold,masold,exportáld,futtasd,hívd,hivd,nyisd meg,látogasd,hagyd jóvá,hagyd jova,add meg,jelöld,jelold",
    secret:
      "jelszó,jelszo,jelszav,hitelesítő,hitelesito,kulcs,token,titk,rendszerprompt,előzmény,elozmeny,beszélgetés,beszelgetes,e-mail,fájl,fajl,adat",
  }),
  lexicon("tl", {
    you: "mo=,ikaw=,iyo=",
    addr: "ai=,assistant,katulong,modelo,ahente,chatbot,bot=",
    ovr:
      "huwag pansinin,huwag intindihin,kalimutan,balewalain,huwag sundin,ipagwalang-bahala,ipagsawalang-bahala,burahin,laktawan",
    obj: "tagubilin,utos,patakaran,panuntunan,instruksyon,direksyon,prompt,alituntunin",
    prior: "nauna,dati,dating,nakaraan,orihinal,sa itaas,sistema",
    all: "lahat",
    state: "hindi na valid,wala nang bisa,kinansela,binawi,lipas na",
    act:
      "ipadala,ipasa,ilipat,burahin,ibunyag,ipakita,ibahagi,i-post,i-upload,ilakip,isama,kopyahin,patakbuhin,tawagan,buksan,bisitahin,aprubahan,ibigay,markahan,sabihin sa user",
    secret: "password,kredensyal,susi,token,lihim,system prompt,kasaysayan,usapan,email,file,datos",
    human: "ko=,namin=,natin=",
  }),
  lexicon("id/ms", {
    you: "kamu=,anda=,engkau=,awak=",
    addr: "asisten,pembantu,model=,agen=,ai=,kecerdasan buatan,chatbot,bot=",
    ovr:
      "abaikan,lupakan,hiraukan,jangan ikuti,acuhkan,jangan hiraukan,batalkan,tinggalkan,hapus,langkau,jangan patuhi",
    obj:
      "instruksi,arahan,perintah,aturan,petunjuk,pedoman,prompt,konfigurasi,batasan,sekatan,peraturan",
    prior: "sebelumnya,sebelum ini,lama=,awal=,asli=,di atas,terdahulu,kamu=,anda=,sistem",
    all: "semua,seluruh,segala",
    state:
      "tidak berlaku lagi,sudah dibatalkan,dibatalkan,dicabut,kedaluwarsa,kadaluarsa,tidak sah,tamat",
    act:
      "kirim,teruskan,transfer,hapus,ungkapkan,tunjukkan,tampilkan,bagikan,kongsi,unggah,lampirkan,sertakan,salin,ekspor,jalankan,panggil,buka,kunjungi,setujui,berikan,tandai,beritahu pengguna",
    secret:
      "kata sandi,kata laluan,sandi,kredensial,kunci,token,rahasia,rahsia,prompt sistem,riwayat,percakapan,perbualan,email,e-mel,berkas,fail,file,data=",
    human: "saya=,kami=",
  }),
  lexicon("tr", {
    you: "sen=,senin=,sana=",
    addr: "asistan,model,ajan,yapay zeka,yapay zekâ,yz=,sohbet botu,chatbot,bot=",
    ovr:
      "yok say,unut,görmezden gel,gormezden gel,dikkate alma,uyma=,uymayın,iptal et,atla=,geçersiz say,gecersiz say",
    obj:
      "talimat,kural,komut,yönerge,yonerge,direktif,emir,emirleri,prompt,istem,yapılandırma,yapilandirma,kısıtlama,kisitlama,sınırlama,sinirlama",
    prior: "önceki,onceki,yukarıdaki,yukaridaki,orijinal,ilk=,eski,sistem",
    all: "tüm,tum=,bütün,butun,hepsi,her=",
    state:
      "artık geçerli değil,artik gecerli degil,geçersiz,gecersiz,iptal edildi,kaldırıldı,kaldirildi,süresi doldu,suresi doldu",
    act:
      "gönder,gonder,ilet,aktar,transfer et,sil=,göster,goster,açıkla,acikla,paylaş,paylas,yayınla,yayinla,yükle,yukle,ekle,kopyala,dışa aktar,çalıştır,calistir,çağır,cagir,aç=,ziyaret et,onayla,ver=,işaretle,isaretle",
    secret:
      "şifre,sifre,parola,kimlik bilgi,anahtar,token,gizli,sistem istem,geçmiş,gecmis,sohbet,konuşma,konusma,e-posta,dosya,veri",
    human: "benim=,bizim=",
  }),
  lexicon("ca", {
    you: "tu=,teves=,teus=,et=",
    addr: "assistent,model=,agent=,ia=,intel·ligència artificial,chatbot,bot=",
    ovr: "ignora,ignoreu,oblida,oblideu,descarta,descarteu,no facis cas,omet,anul·la",
    obj: "instruccions,indicacions,regles,ordres,directrius,consignes,prompt,configuració",
    prior: "anteriors,prèvies,previes,inicials,originals,de dalt,teves=,del sistema",
    all: "totes=,tots=,qualsevol",
    state: "ja no són vàlides,ja no valen,anul·lades,revocades,sense efecte,obsoletes",
    act:
      "envia,reenvia,transfereix,esborra,elimina,revela,mostra,imprimeix,comparteix,publica,puja,adjunta,inclou,copia,exporta,executa,crida,obre,visita,aprova,concedeix,marca",
    secret: "contrasenya,clau,credencial,token,secret,historial,conversa,correus,fitxers,dades",
    human: "meu=,meva=,meus=,meves=,nostr",
  }),
  lexicon("hr/sr/bs", {
    you: "ti=,tvoje=,tvoja=,svoje=",
    addr: "asistent,model=,agent=,ai=,umjetna inteligencija,veštačka inteligencija,chatbot,bot=",
    ovr:
      "zanemari,ignoriraj,ignoriši,ignorisi,zaboravi,zaboravite,odbaci,ne slijedi,ne prati,poništi,ponisti,preskoči,preskoci,obriši,obrisi",
    obj:
      "upute,uputstv,instrukcij,pravil,naredb,smjernic,smernic,direktiv,prompt,konfiguracij,ograničenj,ogranicenj",
    prior: "prethodn,ranij,prijašnj,prijasnj,izvorn,gore navedene,stare=,tvoje=,sustavsk,sistemsk",
    all: "sve=,svi=,svaku,svaki",
    state:
      "više ne vrijede,vise ne vrijede,više ne važe,poništen,ponisten,nevažeć,nevazec,ukinut,istekl",
    act:
      "pošalji,posalji,proslijedi,prosledi,prebaci,obriši,obrisi,otkrij,prikaži,prikazi,ispiši,ispisi,podijeli,podeli,objavi,učitaj,ucitaj,priloži,prilozi,kopiraj,izvezi,pokreni,pozovi,otvori,posjeti,poseti,odobri,dodijeli,dodeli,označi,oznaci",
    secret:
      "lozink,šifr,sifr,vjerodajnic,kredencijal,ključ,kljuc,token,tajn,povijest,istorij,razgovor,e-mail,datotek,fajl,podac",
    human: "moj,naš,nas=",
  }),
  lexicon("sw", {
    you: "wewe=,zako=,yako=",
    addr: "msaidizi,modeli,wakala,akili bandia,ai=,chatbot,bot=",
    ovr: "puuza,puuzeni,sahau,sahauni,usifuate,msifuate,achana na,futa,ruka",
    obj: "maagizo,maelekezo,sheria,amri,kanuni,miongozo,prompt",
    prior:
      "yaliyotangulia,zilizotangulia,awali=,ya zamani,za zamani,hapo juu,ya mfumo,uliyopewa,ulizopewa,uliyopatiwa",
    all: "yote=,zote=,kila",
    state: "hayatumiki tena,hazitumiki tena,yamefutwa,zimefutwa,batili,yameisha",
    act:
      "tuma,utume,peleka,upeleke,hamisha,futa,ufute,fichua,onyesha,uonyeshe,chapisha,shiriki,pakia,ambatisha,jumuisha,nakili,endesha,piga simu,fungua,tembelea,idhinisha,toa,weka alama",
    secret:
      "nywila,nenosiri,neno la siri,ufunguo,funguo,tokeni,siri,historia,mazungumzo,barua pepe,faili,data",
    human: "yangu=,zangu=,wangu=,yetu=,zetu=",
  }),
];
