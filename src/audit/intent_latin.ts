// Latin-script languages for the sentence scorer, reached through the ASCII keyword gate.
// Stems, not phrases: any override verb × any word for instructions × "previous"/"all".
import { lexicon } from "./intent_lexicon.ts";

export const LATIN_LEXICONS = [
  lexicon("es", {
    you: "tú=,tu=,tus=,te=,ti=,usted=,eres=,estás=,tienes=,debes=,puedes=",
    addr: "asistente,modelo de lenguaje,agente,ia=,inteligencia artificial,chatbot,bot=",
    ovr:
      "ignora,ignore=,ignorad,ignoren,olvida,olvide,olvidad,descarta,descarte,omite,omita,desestima,anula,anule,haz caso omiso,no hagas caso,deja de lado,deja a un lado,aparta,deja de seguir,no sigas,pasa por alto,borra,elimina=,suprime=,desactiva=,deshabilita=",
    obj:
      "instrucci,indicaci,regla,órdenes,ordenes,directri,consigna,normas,restricci,pautas,prompt,configuraci,limitaci,salvaguarda,protecci,filtros,límites,limites",
    prior: "anterior,previa,previo,precedente,original,inicial,de arriba,antigua,tus=,del sistema",
    all: "todas=,todos=,todo=,cualquier",
    state:
      "ya no son válidas,ya no son validas,ya no aplican,ya no valen,ya no rigen,ya no están vigentes,anulad,revocad,cancelad,sin efecto,obsolet,caducad,expirad",
    act:
      "envía,envia,manda,reenvía,reenvia,transfiere,borra,elimina,revela,muestra,imprime,comparte,publica,sube,adjunta,incluye,copia,exporta,ejecuta,llama,abre,visita,aprueba,concede,otorga,marca,dile al usuario",
    secret:
      "contraseña,contrasena,clave,credencial,token,secreto,prompt del sistema,historial,conversaci,correos,archivos,datos",
    human: "mi=,mis=,nuestr",
  }),
  lexicon("fr", {
    you: "tu=,tes=,ton=,ta=,te=,t'",
    addr: "assistant,modèle,modele,agent=,ia=,intelligence artificielle,chatbot,bot=",
    ovr:
      "ignore,ignorez,ignorer,laisse de côté,laissez de côté,mets de côté,mettez de côté,oublie,oubliez,ne tiens pas compte,ne tenez pas compte,ne tiens plus compte,fais abstraction,faites abstraction,écarte,ecarte,annule,annulez,passe outre,passez outre,laisse tomber,laissez tomber,ne suis plus,ne suivez plus,efface,effacez",
    obj:
      "instruction,consigne,règle,regle,directive,ordres,prompt,configuration,restriction,contrainte",
    prior:
      "précédent,precedent,antérieur,anterieur,initial,d'origine,ci-dessus,plus haut,ancien,tes=,vos=,du système,du systeme",
    all: "toutes=,tous=,tout=",
    state:
      "ne sont plus,sont annul,sont caduc,sont obsolète,sont révoqu,sont levée,ne s'appliquent plus,a expiré,ont expiré,sont désormais nul",
    act:
      "envoie,envoyez,transfère,transferez,transférez,transmets,transmettez,supprime,supprimez,efface,révèle,revele,révélez,affiche,affichez,montre,partage,publie,joins,joignez,inclus,incluez,copie,exporte,exécute,appelle,ouvre,visite,approuve,accorde,marque,dis à l'utilisateur",
    secret:
      "mot de passe,mots de passe,identifiant,clé,cle api,clés,jeton,secret,prompt système,historique,conversation,e-mails,courriels,fichiers,données,donnees",
    human: "mon=,ma=,mes=,notre=,nos=",
  }),
  lexicon("de", {
    you: "du=,dein,dir=,dich=",
    addr: "assistent,modell,agent,ki=,sprachmodell,chatbot,bot=,künstliche intelligenz",
    ovr:
      "ignoriere,ignorier,ignorieren sie,lege beiseite,leg beiseite,vergiss,vergessen sie,missachte,missachten sie,übergehe,verwirf,verwerfen sie,befolge nicht mehr,befolgen sie nicht,lösche,loesche,überschreibe,umgehe,setze außer kraft",
    obj:
      "anweisung,regel,befehl,vorgabe,instruktion,richtlinie,anordnung,systemprompt,system-prompt,prompt,konfiguration,einschränkung,einschraenkung,beschränkung,leitlinie,direktive",
    prior:
      "bisherig,vorherig,früher,frueher,ursprünglich,urspruenglich,obig,alten=,alte=,deine=,deiner=,vorangegangen,vorigen,system",
    all: "alle=,sämtliche,saemtliche,jede",
    state:
      "ungültig,ungueltig,aufgehoben,hinfällig,widerrufen,nichtig,gelten nicht mehr,nicht mehr gültig,außer kraft,ausser kraft,abgelaufen,deaktiviert",
    act:
      "sende,schicke,schick=,leite,überweise,ueberweise,lösche,loesche,zeige,zeig=,gib=,veröffentliche,lade,füge,kopiere,exportiere,führe,rufe,öffne,besuche,genehmige,gewähre,erteile,markiere,teile,verrate,nenne",
    secret:
      "passw,kennw,zugangsdaten,anmeldedaten,schlüssel,schluessel,api-key,token,geheim,systemprompt,verlauf,konversation,unterhaltung,e-mails,dateien,daten",
    human: "mein=,meine=,meinen=,meiner=,meinem=,unser=,unsere=,unseren=,unserer=",
  }),
  lexicon("it", {
    you: "tu=,tuo=,tua=,tue=,tuoi=,ti=,sei=,hai=,devi=,puoi=",
    addr: "assistente,modello,agente,ia=,intelligenza artificiale,chatbot,bot=",
    ovr:
      "ignora,ignorate,ignori,metti da parte,lascia da parte,dimentica,dimenticate,dimentichi,trascura,trascurate,non seguire,non seguite,smetti di seguire,annulla,annullate,scarta,scartate,tralascia,cancella",
    obj:
      "istruzion,regol,direttiv,indicazion,ordini,prompt,configurazion,restrizion,vincol,consegn",
    prior: "precedent,iniziali,original,di sopra,sopra=,vecchi,tue=,tuoi=,del sistema,di sistema",
    all: "tutte=,tutti=,ogni=,qualsiasi",
    state:
      "non sono più,non valgono più,non sono piu,non valgono piu,annullat,revocat,nulle=,obsolet,decadut,scadut,non si applicano",
    act:
      "invia,inviate,manda,inoltra,trasferisci,elimina,cancella,rivela,mostra,stampa,condividi,pubblica,carica,allega,includi,copia,esporta,esegui,chiama,apri,visita,approva,concedi,segna,comunica",
    secret:
      "password,credenzial,chiav,token,segret,prompt di sistema,cronologia,conversazion,email,e-mail,file=,dati=",
    human: "mio=,mia=,miei=,mie=,nostr",
  }),
  lexicon("pt", {
    you: "você,voce,tu=,teu=,tua=,teus=,tuas=,te=,tens=,deves=,podes=",
    addr:
      "assistente,modelo,agente,ia=,inteligência artificial,inteligencia artificial,chatbot,bot=",
    ovr:
      "ignore=,ignora,ignorem,deixe de lado,ponha de lado,esqueça,esqueca,esquece,esqueçam,desconsidere,desconsidera,descarte,descarta,anule,anula,deixe de seguir,pare de seguir,não siga,nao siga,apague,apaga,passe por cima",
    obj:
      "instruç,instruc,regra,diretriz,orientaç,orientac,ordens,comandos,prompt,configuraç,configurac,restriç,restric,limitaç",
    prior: "anterior,prévia,previa,inicia,original,acima,antig,tuas=,suas=,do sistema",
    all: "todas=,todos=,qualquer",
    state:
      "não valem mais,nao valem mais,não se aplicam,nao se aplicam,foram anulad,foram cancelad,foram revogad,estão anulad,sem efeito,expiraram,obsolet,deixaram de valer",
    act:
      "envie,envia,mande,manda,encaminhe,encaminha,transfira,transfere,apague,apaga,exclua,revele,revela,mostre,mostra,imprima,compartilhe,partilhe,publique,carregue,anexe,inclua,copie,exporte,execute,chame,abra,visite,aprove,conceda,marque,diga ao usu",
    secret:
      "senha,credenciai,credencial,chave,token,segredo,prompt do sistema,histórico,historico,conversa,e-mails,arquivos,ficheiros,dados",
    human: "meu=,minha=,meus=,minhas=,noss",
  }),
  lexicon("nl", {
    you: "je=,jij=,jouw=,jou=",
    addr: "assistent,taalmodel,model=,agent=,ai=,chatbot,bot=",
    ovr: "negeer,vergeet,verwerp,schrap,omzeil,volg niet meer,houd geen rekening,laat varen,wis=",
    obj: "instructie,regels,opdracht,richtlijn,aanwijzing,prompt,configuratie,beperking,bevel",
    prior: "eerder,vorige,voorgaande,oorspronkelijk,bovenstaande,oude=,je=,jouw=,uw=,systeem",
    all: "alle=,elke=,ieder",
    state: "niet meer geldig,vervallen,ingetrokken,ongeldig,opgeheven,gelden niet meer,verlopen",
    act:
      "stuur,verstuur,zend,maak over,verwijder,toon,onthul,deel=,publiceer,upload,voeg,kopieer,exporteer,voer,roep,open=,bezoek,keur,geef,markeer",
    secret:
      "wachtwoord,inloggegevens,sleutel,token,geheim,systeemprompt,geschiedenis,gesprek,e-mails,bestanden,gegevens",
    human: "mijn=,ons=,onze=",
  }),
  lexicon("pl", {
    you: "ty=,twoje,twoich,twoim,twoją,ci=,swoje,swoich,swoim,swoją",
    addr:
      "asystent,asystenc,model=,modelu=,agent=,agencie=,ai=,si=,sztuczna inteligencja,chatbot,bot=",
    ovr:
      "zignoruj,ignoruj,odłóż,odloz,zapomnij,pomiń,pomin,odrzuć,odrzuc,nie stosuj,przestań stosować,przestan stosowac,nie wykonuj,anuluj,usuń,usun",
    obj: "instrukcj,polece,zasad,reguł,regul,wytyczn,dyrektyw,prompt,konfiguracj,ograniczen,rozkaz",
    prior:
      "poprzedni,wcześniejsz,wczesniejsz,powyższ,powyzsz,pierwotn,początkow,poczatkow,stare=,swoje=,twoje=,systemow",
    all: "wszystkie,wszelkie,każd,kazd",
    state:
      "nieważn,niewazn,anulowan,uchylon,wygasł,wygasl,przestały obowiązywać,nie obowiązują,nie obowiazuja,odwołan,odwolan",
    act:
      "wyślij,wyslij,prześlij,przeslij,przekaż,przekaz,przelej,usuń,usun,skasuj,pokaż,pokaz,ujawnij,wypisz,udostępnij,udostepnij,opublikuj,wgraj,załącz,zalacz,dołącz,dolacz,skopiuj,wyeksportuj,wykonaj,wywołaj,otwórz,otworz,odwiedź,zatwierdź,zatwierdz,nadaj,przyznaj,oznacz",
    secret:
      "hasł,hasl,hasel,haseł,dane logowania,klucz,token,sekret,histori,rozmow,e-mail,maile,plik,dane=",
    human: "moj,mój,nasz",
  }),
  lexicon("cs/sk", {
    you: "ty=,tvoje,tvé=,tve=,své=,sve=,ti=",
    addr: "asistent,model=,agent=,ai=,umělá inteligence,umela inteligence,chatbot,bot=",
    ovr:
      "ignoruj,zapomeň,zapomen,zabudni,nedbej,přeskoč,preskoc,zahoď,zahod,zruš,zrus,nepostupuj podle,přestaň dodržovat,prestan dodrzovat,nedodržuj,nedodrzuj",
    obj:
      "pokyn,instrukc,pravid,příkaz,prikaz,smernic,směrnic,nařízení,narizeni,prompt,konfigurac,omezení,omezeni,obmedzen",
    prior:
      "předchozí,predchozi,predchádzajúc,predchadzajuc,dřívější,drivejsi,původní,puvodni,pôvodn,povodn,výše,vyse,staré,stare,tvé=,tve=,své=,sve=,systémov,systemov",
    all: "všechny,vsechny,všetky,vsetky,veškeré,veskere,každ,kazd",
    state:
      "neplatn,zrušen,zrusen,odvolán,odvolan,přestávají platit,prestavaji platit,již neplatí,uz neplati,už neplatia",
    act:
      "pošli,posli,pošlete,přepošli,preposli,převeď,preved,smaž,smaz,odstraň,odstran,ukaž,ukaz,prozraď,prozrad,vypiš,vypis,sdílej,sdilej,zveřejni,zverejni,nahraj,přilož,priloz,zkopíruj,zkopiruj,exportuj,spusť,spust,zavolej,otevři,otevri,navštiv,navstiv,schval,uděl,udel,označ,oznac",
    secret:
      "hesl,přihlašovací,prihlasovaci,klíč,klic,kľúč,token,tajn,histori,konverzac,e-mail,soubor,súbor,údaj,udaj",
    human: "mou=,moje=,můj=,muj=,moji=,naše=,nase=,naši=,môj=,moju=",
  }),
  lexicon("ro", {
    you: "tu=,tale=,tău=,tau=,ți=,ti=",
    addr: "asistent,model=,agent=,ia=,inteligență artificială,inteligenta artificiala,chatbot,bot=",
    ovr:
      "ignoră,ignora,ignorați,ignorati,uită,uita,uitați,uitati,neglijează,neglijeaza,nu mai urma,nu mai respecta,anulează,anuleaza,renunță la,renunta la,șterge,sterge",
    obj:
      "instrucțiun,instructiun,reguli,regul,directiv,indicați,indicatii,comenzi,ordin,prompt,configurați,configurati,restricți,restrictii",
    prior: "anterioar,precedent,inițial,initial,original,de mai sus,vechi,tale=,sistemului",
    all: "toate=,toți=,toti=,orice=",
    state:
      "nu mai sunt valabil,nu mai sunt în vigoare,anulat,revocat,expirat,nule=,caduc,nu se mai aplică,nu se mai aplica",
    act:
      "trimite,trimiteți,redirecționează,redirectioneaza,transferă,transfera,șterge,sterge,dezvăluie,dezvaluie,arată,arata,afișează,afiseaza,distribuie,publică,publica,încarcă,incarca,atașează,ataseaza,include,copiază,copiaza,exportă,exporta,execută,executa,apelează,apeleaza,deschide,vizitează,viziteaza,aprobă,aproba,acordă,acorda,marchează,marcheaza",
    secret:
      "parol,credențial,credential,chei,cheie,token,secret,promptul de sistem,istoric,conversați,conversati,e-mail,fișier,fisier,date=",
    human: "mea=,mele=,meu=,mei=,noastr",
  }),
  lexicon("fi", {
    you: "sinä,sinun,sinulle",
    addr: "avustaja,kielimalli,malli,agentti,tekoäly,tekoaly,botti,chatbot",
    ovr:
      "ohita,unohda,unohtakaa,jätä huomiotta,jata huomiotta,älä noudata,ala noudata,sivuuta,hylkää,hylkaa,kumoa",
    obj:
      "ohje,sääntö,saanto,säännö,saanno,käsky,kasky,määräy,maaray,kehote,kehotte,asetuk,rajoitu,direktiiv",
    prior:
      "aiemm,aikaisemm,edellis,alkuperäis,alkuperais,yllä,ylla,vanha,sinun=,järjestelmä,jarjestelma",
    all: "kaikki,jokai",
    state:
      "eivät ole enää voimassa,eivat ole enaa voimassa,ei ole enää voimassa,mitätöity,mitatoity,peruttu,kumottu,vanhentun,lakannut",
    act:
      "lähetä,laheta,välitä,valita,siirrä,siirra,poista,paljasta,näytä,nayta,tulosta,jaa=,julkaise,lataa,liitä,liita,kopioi,vie=,suorita,kutsu,avaa,vieraile,hyväksy,hyvaksy,myönnä,myonna,merkitse",
    secret:
      "salasan,tunnuks,tunnistetie,avain,avaimet,token,salaisuu,järjestelmäkehote,historia,keskustelu,sähköpost,sahkopost,tiedosto,tiedot",
    human: "minun=,meidän=,meidan=",
  }),
  lexicon("da/no/sv", {
    you: "du=,dine=,dina=,din=,ditt=,dit=,deg=,dig=",
    addr:
      "assistent,sprogmodel,språkmodell,modell,model=,modellen,agent=,ai=,ki=,kunstig intelligens,chatbot,bot=",
    ovr:
      "ignorer=,ignorér,ignorera,glem=,glöm,glom=,se bort fra,bortse från,bortse fran,strunta i,tilsidesæt,tilsidesett,åsidosätt,følg ikke,folg ikke,följ inte,folj inte,slet=,slett=,radera,annuller,forkast,förkasta",
    obj:
      "instruks,instruktion,instruksjon,regl,regel,anvisning,direktiv,retningslinj,riktlinj,kommando,ordre,order=,prompt,konfiguration,konfigurasjon,begrænsning,begrensning,begränsning",
    prior:
      "tidligere,tidigare,forrige,föregående,foregaende,foregående,oprindelig,opprinnelig,ursprunglig,ovenstående,ovanstående,ovenstaende,gamle=,gamla=,dine=,dina=,system",
    all: "alle=,alla=,samtliga,enhver,hver=,varje",
    state:
      "gælder ikke længere,gjelder ikke lenger,gäller inte längre,galler inte langre,er ugyldig,är ogiltig,er annulleret,er opphevet,er ophævet,är upphävd,er udløbet,er utløpt,har upphört,er tilbagekaldt,är återkallad",
    act:
      "send=,skicka,videresend,vidarebefordra,overfør,overfor,överför,slet=,slett=,radera,ta bort,vis=,visa=,afslør,avslør,avslöja,afslor,avslor,avsloja,del=,dela=,offentliggør,publicera,upload,last opp,ladda upp,vedhæft,vedlegg,bifoga,inkluder,kopier,exportera,eksporter,kør,kjør,kör,kald=,anropa,åbn,åpne,öppna,besøg,besøk,besök,godkend,godkjenn,godkänn,giv=,gi=,ge=,marker",
    secret:
      "adgangskode,passord,password,kodeord,lösenord,losenord,legitimation,påloggingsinfo,inloggningsuppgifter,nøgle,nøkkel,nokkel,nyckel,nycklar,token,hemmelig,hemlig,systemprompt,historik,samtale,samtal,konversation,e-mail,e-post,mejl,filer,data=",
    human: "min=,mit=,mine=,mitt=,mina=,vores=,vår=,vårt=,våre=,våra=,vor=",
  }),
];
