# In[1]:
%matplotlib inline
!pip install requests
import math
