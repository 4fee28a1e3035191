#price watcher for the espresso grinder, runs every 6h on my NAS
import requests,csv,time,smtplib,os
from bs4 import BeautifulSoup
from email.message import EmailMessage
from datetime import datetime

URLS={"shopA":"https://www.example-shop.de/p/eureka-mignon-specialita","shopB":"https://www.kaffee-example.de/eureka-mignon-specialita-schwarz"}
TARGET=379.0
HEADERS={"User-Agent":"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36","Accept-Language":"de-DE,de;q=0.9"}
CSV_FILE="prices.csv"

def get_prices(url):
    r=requests.get(url,headers=HEADERS,timeout=20);r.raise_for_status()
    soup=BeautifulSoup(r.text,"html.parser")
    return [float(p.get_text().strip().replace("€","").replace(".","").replace(",",".")) for p in soup.select("span.price,div.product-price")]

def send_mail(subject,body):
    msg=EmailMessage();msg["Subject"]=subject;msg["From"]=os.environ["MAIL_FROM"];msg["To"]=os.environ["MAIL_TO"];msg.set_content(body)
    with smtplib.SMTP_SSL(os.environ["SMTP_HOST"],465) as s:s.login(os.environ["MAIL_FROM"],os.environ["SMTP_PASS"]);s.send_message(msg)

def main():
    rows=[]
    for shop,url in URLS.items():
        try:prices=get_prices(url)
        except requests.RequestException as e:print(shop,"failed:",e);continue
        if not prices:print(shop,"no price found");continue
        best=min(prices);rows.append([datetime.now().isoformat(timespec="minutes"),shop,best])
        print(f"{shop}: {best:.2f} EUR"+(" <-- below target!" if best<=TARGET else ""))
    with open(CSV_FILE,"a",newline="") as f:csv.writer(f).writerows(rows)
    cheap=[r for r in rows if r[2]<=TARGET]
    if cheap:send_mail("Grinder price alert","\n".join(f"{s}: {p:.2f} EUR" for _,s,p in cheap)+"\n"+"\n".join(URLS[s] for _,s,_ in cheap))

if __name__=="__main__":
    while True:main();time.sleep(6*60*60)
